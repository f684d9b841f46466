// Made-up answers for the recruiting specs, in the generated types' shapes (imported by specs only).
import type { CandidateCard, CandidateDetail, RejectionReason, TaskView } from './model';

export function madeUpCandidate(overrides: Partial<CandidateDetail> = {}): CandidateDetail {
  return {
    id: 'c1',
    name: 'Олена',
    lname: 'Коваль',
    emails: ['o@example.com'],
    phones: ['+380991234567'],
    source: 'manual',
    referrer: null,
    tags: ['java'],
    lang: 'ru',
    consent: null,
    retain_until: null,
    created_at: '2026-12-07T10:00:00Z',
    applications: [],
    notes: [],
    tasks: [],
    files: [],
    meetings: [],
    letters: [],
    ...overrides,
  };
}

export function madeUpCard(overrides: Partial<CandidateCard> = {}): CandidateCard {
  return {
    id: 'c1',
    name: 'Олена',
    lname: 'Коваль',
    email: 'o@example.com',
    phone: null,
    source: 'manual',
    tags: [],
    open_applications: 0,
    created_at: '2026-12-07T10:00:00Z',
    ...overrides,
  };
}

export function madeUpTask(id: string, due: string, done = false): TaskView {
  return {
    id,
    kind: 'manual',
    title: `Задача ${id}`,
    due_date: due,
    overdue: false,
    assignee: { id: 'me', name: 'Я' },
    candidate: null,
    application_id: null,
    created_by: { id: 'me', name: 'Я' },
    created_at: '2026-12-01T10:00:00Z',
    done_at: done ? '2026-12-07T10:00:00Z' : null,
    done_by: done ? { id: 'me', name: 'Я' } : null,
  };
}

export const REASONS: RejectionReason[] = [
  { id: 1, code: 'experience', side: 'ours', name: 'Не подходит по опыту' },
  { id: 2, code: 'declined', side: 'theirs', name: 'Кандидат отказался' },
];
