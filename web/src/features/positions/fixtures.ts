// Sample answers for the positions specs (not used by the screens): a vacancy awaiting approval
// (the whole view comes from preview/vacancy-fixture.ts) and a row of the lists.
import type { VacancyRow, VacancyView } from '../../shared/api/positions';
import { vacancyFixture } from './preview/vacancy-fixture';

/** A vacancy awaiting approval: the author asked 'u-me', who has not answered yet. */
export function sampleVacancy(overrides: Partial<VacancyView> = {}): VacancyView {
  return vacancyFixture({
    status: 'approval',
    step: 13,
    author: { user_id: 'u-author', name: 'Анна Автор' },
    approvers: [{ user_id: 'u-me', name: 'Иван Коллега', decision: null, comment: null, answered_at: null }],
    can_edit: false,
    can_publish: false,
    labels: { name: 'Бухгалтер', department_id: 'Бухгалтерия', functionality: ['Вести учёт', 'Сдавать отчёты'] },
    ...overrides,
  });
}

export function sampleRow(number: number, overrides: Partial<VacancyRow> = {}): VacancyRow {
  return {
    id: `v${number}`,
    number,
    name: `Вакансия ${number}`,
    department_name: null,
    status: 'draft',
    author_name: 'Анна Автор',
    updated_at: '2026-11-21T10:00:00.000Z',
    published_at: null,
    counters: { newResponses: 0, awaitingCall: 0, passedTesting: 0, awaitingInterview: 0 },
    ...overrides,
  };
}
