// Readers of the positions answers and the client of the ten-step wizard's calls: the screens
// never trust a raw answer's shape. The calls and types themselves are the contract in positions.ts.
import { normalizeOptionLists, type OptionItem } from './catalogue';
import { api, type ApiClient } from './client';
import { AnswerShapeError, isRecord } from './contract';
import { emptyVacancyValues, POSITION_CALLS, VACANCY_STATUSES, type VacancyValues, type Approver, type VacancyView, type VacancyRow, type ApprovalRequest, type VacancyRef, type MainRequest, type RequirementsRequest, type CompetenciesRequest, type ConditionsRequest, type SpecificsRequest, type AgeRequest, type EducationRequest, type ExperienceRequest, type PersonalRequest } from './positions';

/* ---------------------------------------------------------------------------------------------
 * Readers of the answers (added by the short wizard, pos-short): the screens never trust a raw
 * answer's shape, so each call's payload passes one of these before it reaches a machine.
 * ------------------------------------------------------------------------------------------- */

/** A member of the company the author may ask to approve (get_vacancy_approvers). */
export interface ApproverOption {
  user_id: string;
  name: string;
  role: string;
}

/** A dictionary item as get_selectList sends it; global items carry their stable `code`. */
export type DictionaryItem = OptionItem;

/** `{ users }` of get_vacancy_approvers; malformed rows are dropped. */
export function readApproverOptions(answer: unknown): ApproverOption[] {
  const users = isRecord(answer) && Array.isArray(answer.users) ? answer.users : [];
  return users.flatMap((user) =>
    isRecord(user) && typeof user.user_id === 'string' && typeof user.name === 'string' ? [{ user_id: user.user_id, name: user.name, role: typeof user.role === 'string' ? user.role : '' }] : [],
  );
}

/** `list_data` of get_selectList for the dictionary lists the position forms use. */
export function readDictionaryLists<N extends string>(answer: unknown, names: readonly N[]): Record<N, DictionaryItem[]> {
  return normalizeOptionLists(isRecord(answer) ? answer.list_data : undefined, names);
}
// ─────────────────────────────────────────────────────────────────────────────────────────────────
// Readers and the client of the ten-step wizard's calls (pos-wizard). The calls above stay the
// contract; below only turns answers into VacancyView and sends each step's fields.
// ─────────────────────────────────────────────────────────────────────────────────────────────────

/** `{ vacancy }` of every save and of get_vacancy_info; fields the server left out keep the empty values. */
export function readVacancyView(answer: unknown): VacancyView {
  const raw = isRecord(answer) ? answer.vacancy : undefined;
  if (!isRecord(raw) || typeof raw.id !== 'string') throw new AnswerShapeError('The vacancy answer carries no vacancy');
  const empty = emptyVacancyValues();
  const values = Object.fromEntries(Object.keys(empty).map((key) => [key, raw[key] === undefined ? empty[key as keyof VacancyValues] : raw[key]])) as unknown as VacancyValues;
  return {
    ...values,
    id: raw.id,
    company_id: typeof raw.company_id === 'string' ? raw.company_id : '',
    number: Number(raw.number) || 0,
    status: VACANCY_STATUSES.find((s) => s === raw.status) ?? 'draft',
    step: Number(raw.step) || 0,
    author: isRecord(raw.author) ? { user_id: String(raw.author.user_id ?? ''), name: String(raw.author.name ?? '') } : { user_id: '', name: '' },
    approvers: Array.isArray(raw.approvers) ? (raw.approvers as Approver[]) : [],
    created_at: String(raw.created_at ?? ''),
    updated_at: String(raw.updated_at ?? ''),
    published_at: typeof raw.published_at === 'string' ? raw.published_at : null,
    can_edit: raw.can_edit !== false,
    // An older answer without the flag leaves publishing to the server's check.
    can_publish: raw.can_publish !== false,
    labels: isRecord(raw.labels) ? (raw.labels as VacancyView['labels']) : {},
  };
}

/** The request of each of the ten steps, by step name. */
export interface TenStepRequests {
  main: MainRequest;
  requirements: RequirementsRequest;
  competencies: CompetenciesRequest;
  conditions: ConditionsRequest;
  specifics: SpecificsRequest;
  age: AgeRequest;
  education: EducationRequest;
  experience: ExperienceRequest;
  personal: PersonalRequest;
  review: VacancyRef;
}
export type TenStep = keyof TenStepRequests;

type CallOptions = { signal?: AbortSignal };

export function createPositionsApi(client: ApiClient) {
  return {
    save: async <S extends TenStep>(step: S, body: TenStepRequests[S], options: CallOptions = {}): Promise<VacancyView> =>
      readVacancyView(await client.post(POSITION_CALLS[step].path, body, options)),
    info: async (body: VacancyRef, options: CallOptions = {}): Promise<VacancyView> => readVacancyView(await client.post(POSITION_CALLS.info.path, body, options)),
  };
}

export const positionsApi = createPositionsApi(api);

// ---------------------------------------------------------------------------------------------
// Answer readers (pos-list): the screens check an answer's outer shape once, here, and trust the
// server's VacancyView inside it (vacancyView() on the server is its one mapping). A success
// answer without what the call promises is the server's fault: AnswerShapeError, never a blank
// screen that looks like "no data".
// ---------------------------------------------------------------------------------------------

function rowOf(value: unknown): VacancyRow | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  const counters = isRecord(value.counters) ? value.counters : {};
  const count = (key: string) => (Number.isFinite(Number(counters[key])) ? Number(counters[key]) : 0);
  return {
    ...(value as unknown as VacancyRow),
    counters: { newResponses: count('newResponses'), awaitingCall: count('awaitingCall'), passedTesting: count('passedTesting'), awaitingInterview: count('awaitingInterview') },
  };
}

/** get_vacancy_list: `{ vacancies, total }`; get_actual_vacancies: `{ vacancies }`. */
export function readVacancyRows(answer: unknown): { vacancies: VacancyRow[]; total: number } {
  if (!isRecord(answer) || !Array.isArray(answer.vacancies)) throw new AnswerShapeError('vacancies: no list');
  const vacancies = answer.vacancies.flatMap((row) => rowOf(row) ?? []);
  const total = Number.isInteger(Number(answer.total)) && answer.total !== undefined ? Number(answer.total) : vacancies.length;
  return { vacancies, total };
}

/** get_approval_requests: `{ requests }`. */
export function readApprovalRequests(answer: unknown): ApprovalRequest[] {
  if (!isRecord(answer) || !Array.isArray(answer.requests)) throw new AnswerShapeError('requests: no list');
  return answer.requests.filter((item): item is ApprovalRequest => isRecord(item) && typeof item.vacancy_id === 'string' && typeof item.company_id === 'string');
}
