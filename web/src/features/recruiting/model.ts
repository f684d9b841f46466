// The recruiting screens' view of the pipeline (docs/recruiting.md): the shapes the machines hold
// and the pure rules the screens share (the candidate form's checks, where a card lands on the
// board, how long a card has been in its stage). The answers' own types come from the API module
// (shared/api/recruiting.ts); this file only names what the screens need of them.
import { CANDIDATE_SOURCES as SOURCES, NEXT_MORNING, RECRUITING_LIMITS } from '../../../../src/shared/contract/recruiting';
import { isEmail, invalid, type FieldProblems } from '../../shared/forms/validation';
import { PHONE_DIGITS } from '../../shared/forms/phone';
import type {
  BoardAnswer,
  BoardCard,
  BoardStage,
  CandidateCard,
  CandidateDetail,
  CandidateSource,
  Colleague,
  RejectionReason,
  TaskView,
} from '../../shared/api/recruiting';

export type { BoardAnswer, BoardCard, BoardStage, CandidateCard, CandidateDetail, CandidateSource, Colleague, RejectionReason, TaskView };

/** Where a candidate came from, in the order the add dialog offers them: by hand first (the server's list). */
export const CANDIDATE_SOURCES: readonly CandidateSource[] = ['manual', ...SOURCES.filter((source) => source !== 'manual')];

/**
 * Which consent text the member confirms the candidate agreed to: the add dialog's checkbox
 * ("Кандидат согласен на обработку персональных данных"). A changed text gets a new id.
 */
export const CONSENT_TEXT_ID = 'add-dialog-1';

/** A vacancy a candidate may be added to (the company's published vacancies). */
export interface VacancyOption {
  id: string;
  name: string;
}

export const TAG_MAX = RECRUITING_LIMITS.tagLength;
export const TAGS_MAX = RECRUITING_LIMITS.tags;
export const NAME_MAX = RECRUITING_LIMITS.nameLength;

/** The add-candidate form as the dialog keeps it; the phone is the PhoneField's national digits. */
export interface CandidateForm {
  name: string;
  lname: string;
  email: string;
  phone: string;
  source: CandidateSource;
  tags: string;
  consent: boolean;
  vacancyId: string;
}

export type CandidateField = 'name' | 'lname' | 'email' | 'phone' | 'tags' | 'contact';

export const EMPTY_CANDIDATE: CandidateForm = {
  name: '',
  lname: '',
  email: '',
  phone: '',
  source: 'manual',
  tags: '',
  consent: false,
  vacancyId: '',
};

/** Tags as typed (commas or semicolons between them), trimmed, without repeats, in the order typed. */
export function tagList(text: string): string[] {
  const out: string[] = [];
  const taken = new Set<string>();
  for (const tag of text.split(/[,;]/)) {
    const clean = tag.trim();
    if (clean && !taken.has(clean.toLowerCase())) {
      taken.add(clean.toLowerCase());
      out.push(clean);
    }
  }
  return out;
}

/** The form's problems: a name and surname, and at least one way to reach the candidate. */
export function candidateProblems(form: CandidateForm): FieldProblems<CandidateField> {
  const problems: FieldProblems<CandidateField> = {};
  if (!form.name.trim()) problems.name = invalid('required');
  else if (form.name.trim().length > NAME_MAX) problems.name = invalid('tooLong');
  if (!form.lname.trim()) problems.lname = invalid('required');
  else if (form.lname.trim().length > NAME_MAX) problems.lname = invalid('tooLong');
  const email = form.email.trim();
  if (email && !isEmail(email)) problems.email = invalid('email');
  if (form.phone && form.phone.length !== PHONE_DIGITS) problems.phone = invalid('phone');
  if (!email && !form.phone) problems.contact = invalid('required');
  const tags = tagList(form.tags);
  if (tags.length > TAGS_MAX || tags.some((tag) => tag.length > TAG_MAX)) problems.tags = invalid('tooLong');
  return problems;
}

/** The phone as the server takes it (E.164): the form keeps a Ukrainian number's national digits. */
export function e164(digits: string): string {
  return digits ? `+38${digits}` : '';
}

/** The body of add_candidate from the form (a CV follows with add_candidate_file); `now` dates the consent. */
export function candidateBody(companyId: string, form: CandidateForm, now: Date = new Date()) {
  const email = form.email.trim();
  return {
    company_id: companyId,
    name: form.name.trim(),
    lname: form.lname.trim(),
    ...(email ? { email } : {}),
    ...(form.phone ? { phone: e164(form.phone) } : {}),
    source: form.source,
    tags: tagList(form.tags),
    ...(form.consent ? { consent: { text_id: CONSENT_TEXT_ID, at: now.toISOString() } } : {}),
    ...(form.vacancyId ? { vacancy_id: form.vacancyId } : {}),
  };
}

/** The stage a card is in, or null when the board does not hold it. */
export function stageOfCard(board: BoardAnswer, applicationId: string): BoardStage | null {
  return board.stages.find((stage) => stage.applications.some((card) => card.id === applicationId)) ?? null;
}

export function cardOf(board: BoardAnswer, applicationId: string): BoardCard | null {
  for (const stage of board.stages) {
    const card = stage.applications.find((item) => item.id === applicationId);
    if (card) return card;
  }
  return null;
}

/**
 * The board after a card moved to another stage, as shown while the server is asked: the card
 * leaves its column and ends the new one, with no days in the new stage yet. Moving to the same
 * stage, or a card the board does not hold, changes nothing.
 */
export function movedBoard(board: BoardAnswer, applicationId: string, stageId: string): BoardAnswer {
  const card = cardOf(board, applicationId);
  const from = stageOfCard(board, applicationId);
  if (!card || !from || from.id === stageId || !board.stages.some((stage) => stage.id === stageId)) return board;
  return {
    ...board,
    stages: board.stages.map((stage) => {
      if (stage.id === from.id) return { ...stage, applications: stage.applications.filter((item) => item.id !== applicationId) };
      if (stage.id === stageId) return { ...stage, applications: [...stage.applications, { ...card, days_in_stage: 0 }] };
      return stage;
    }),
  };
}

/** The board with one card's version replaced (the server's answer to a move). */
export function withVersion(board: BoardAnswer, applicationId: string, version: number): BoardAnswer {
  return {
    ...board,
    stages: board.stages.map((stage) => ({
      ...stage,
      applications: stage.applications.map((card) => (card.id === applicationId ? { ...card, version } : card)),
    })),
  };
}

/** Where the server says a card is now (a stale move's refusal carries it): its stage, version and days there. */
export interface PlacedCard {
  id: string;
  version: number;
  days_in_stage: number;
  stage: { id: string; name: string };
}

/**
 * The board with one card put where the server says it is now, without reading the whole board
 * again; null when the board holds no such card or no such column (its stages changed: read it again).
 */
export function placedBoard(board: BoardAnswer, placed: PlacedCard): BoardAnswer | null {
  const card = cardOf(board, placed.id);
  if (!card || !board.stages.some((stage) => stage.id === placed.stage.id)) return null;
  const updated = { ...card, version: placed.version, days_in_stage: placed.days_in_stage };
  return {
    ...board,
    stages: board.stages.map((stage) => {
      const others = stage.applications.filter((item) => item.id !== placed.id);
      if (stage.id !== placed.stage.id) return others.length === stage.applications.length ? stage : { ...stage, applications: others };
      const at = stage.applications.findIndex((item) => item.id === placed.id);
      return {
        ...stage,
        applications: at === -1 ? [...others, updated] : stage.applications.map((item) => (item.id === placed.id ? updated : item)),
      };
    }),
  };
}

/** The candidate's full name, surname first as the lists sort it. */
export function fullName(person: { name: string; lname: string }): string {
  return [person.name, person.lname].filter(Boolean).join(' ');
}

/** Whether a reason is one the company gives (ours) or the candidate's own (theirs). */
export function reasonsBySide(reasons: readonly RejectionReason[]): { ours: RejectionReason[]; theirs: RejectionReason[] } {
  return { ours: reasons.filter((reason) => reason.side === 'ours'), theirs: reasons.filter((reason) => reason.side === 'theirs') };
}

/** When the rejection letter goes: now, the next morning (the server picks the hour), or not at all. */
export type LetterTiming = 'now' | 'next-morning' | 'none';

/** The body of reject_application for the chosen reason, letter and timing. */
export function rejectBody(
  companyId: string,
  application: { id: string; version: number },
  reasonId: string,
  letter: { subject: string; body: string },
  timing: LetterTiming,
) {
  return {
    company_id: companyId,
    application_id: application.id,
    reason_id: Number(reasonId),
    version: application.version,
    ...(timing === 'none' ? { send_letter: false } : { send_letter: true, message: letter.body, subject: letter.subject }),
    ...(timing === 'next-morning' ? { send_at: NEXT_MORNING } : {}),
  };
}

export const isDone = (task: Pick<TaskView, 'done_at'>): boolean => task.done_at !== null;

/** Tasks not done first, by due date, then by title. */
export function sortTasks(tasks: readonly TaskView[]): TaskView[] {
  return [...tasks].sort(
    (a, b) => Number(isDone(a)) - Number(isDone(b)) || a.due_date.localeCompare(b.due_date) || a.title.localeCompare(b.title),
  );
}

/** Whether a task's due date (YYYY-MM-DD) is before `today` (YYYY-MM-DD) and it is not done. */
export function isOverdue(task: Pick<TaskView, 'due_date' | 'done_at'>, today: string): boolean {
  return !isDone(task) && task.due_date < today;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The mentions of a note: the colleagues ticked, once each, only those the company still has. */
export function mentionIds(chosen: readonly string[], colleagues: readonly Colleague[]): string[] {
  const known = new Set(colleagues.map((colleague) => colleague.id));
  return [...new Set(chosen)].filter((id) => known.has(id));
}
