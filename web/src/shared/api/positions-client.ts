// The client of the positions calls: each answer typed as the OpenAPI document describes it
// (openapi.d.ts via positions.ts), so the screens get the server's view without a re-check of its
// shape. The calls and types themselves are the contract in positions.ts.
import type { OptionItem } from './catalogue';
import { api, type ApiClient } from './client';
import {
  POSITION_CALLS,
  type ActualVacanciesAnswer,
  type AgeRequest,
  type AnswerRequest,
  type ApprovalRequest,
  type ApprovalRequestsAnswer,
  type CompanyRef,
  type CompetenciesRequest,
  type ConditionsRequest,
  type EducationRequest,
  type ExperienceRequest,
  type MainRequest,
  type PersonalRequest,
  type RequirementsRequest,
  type SendRequest,
  type SpecificsRequest,
  type VacancyAnswer,
  type VacancyApproversAnswer,
  type VacancyCountsAnswer,
  type VacancyListAnswer,
  type VacancyListRequest,
  type VacancyRef,
  type VacancyRow,
  type VacancyView,
} from './positions';

/** A member of the company the author may ask to approve (get_vacancy_approvers). */
export type ApproverOption = VacancyApproversAnswer['users'][number];

/** A dictionary item as get_selectList sends it; global items carry their stable `code`. */
export type DictionaryItem = OptionItem;

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
  const c = POSITION_CALLS;
  /** `{ vacancy }` of every save, get_vacancy_info, send_vacancy and answer_vacancy_approval. */
  const vacancy = async (path: string, body: unknown, options: CallOptions): Promise<VacancyView> => (await client.post<VacancyAnswer>(path, body, options)).vacancy;
  return {
    save: async <S extends TenStep>(step: S, body: TenStepRequests[S], options: CallOptions = {}): Promise<VacancyView> => vacancy(c[step].path, body, options),
    info: async (body: VacancyRef, options: CallOptions = {}): Promise<VacancyView> => vacancy(c.info.path, body, options),
    send: async (body: SendRequest, options: CallOptions = {}): Promise<VacancyView> => vacancy(c.send.path, body, options),
    answer: async (body: AnswerRequest, options: CallOptions = {}): Promise<VacancyView> => vacancy(c.answer.path, body, options),
    list: async (body: VacancyListRequest, options: CallOptions = {}): Promise<{ vacancies: VacancyRow[]; total: number }> => {
      const { vacancies, total } = await client.post<VacancyListAnswer>(c.list.path, body, options);
      return { vacancies, total };
    },
    /** Published, newest first, at most 50 (the home table). */
    actual: async (body: CompanyRef, options: CallOptions = {}): Promise<VacancyRow[]> => (await client.post<ActualVacanciesAnswer>(c.actual.path, body, options)).vacancies,
    counts: async (body: CompanyRef, options: CallOptions = {}): Promise<VacancyCountsAnswer['counts']> => (await client.post<VacancyCountsAnswer>(c.counts.path, body, options)).counts,
    approvers: async (body: CompanyRef, options: CallOptions = {}): Promise<ApproverOption[]> => (await client.post<VacancyApproversAnswer>(c.approvers.path, body, options)).users,
    requests: async (options: CallOptions = {}): Promise<ApprovalRequest[]> => (await client.post<ApprovalRequestsAnswer>(c.requests.path, {}, options)).requests,
  };
}

export const positionsApi = createPositionsApi(api);
