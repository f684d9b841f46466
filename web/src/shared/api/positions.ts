// The positions (vacancy profiles) calls of the profiling context (spec 001 §2 "Position (vacancy)
// wizard", §3 "Position profile (info)" and "(short wizard)", §4 "Position wizard rules", §5, §7
// "Positions and catalogues"). This file is the contract between the API (src/profiling) and the
// screens (web/src/features/positions): field names here are the wire names, the server's DTOs
// use the same. Every call names the company (`company_id`) and, but for the first save, the
// vacancy (`vacancy_id`). Catalogue items (tl_dolgnost, tl_task, tl_target, tl_result, tl_kpi,
// tl_zun, tl_case) and dictionary items (s_*) travel as ids; `labels` of a VacancyView carry their
// names in the caller's language for the preview, the review step and the PDF. The one module of the
// positions calls: each route is named once in POSITION_CALLS, and the typed client (client.ts)
// takes every body and answer from the generated paths, so the screens get the server's view as it is.
import type { VacancyValues } from '../../../../src/shared/contract/vacancy';
import type { OptionItem } from './catalogue';
import { answer, api, type ApiClient } from './client';
import { sentAs, type RequestBody, type ResponseBody, type Routes } from './contract';

// The field shapes of a vacancy are the server's and the web's one contract
// (src/shared/contract/vacancy.ts): re-exported here for the screens. Its values (the steps,
// limits, an empty vacancy) the wizards import from there: re-exported here, they went into the
// chunk of every signed-in first load, which this module is part of.
export type {
  CriterionEntry,
  ProtectedVacancyField,
  Range,
  SkillEntry,
  StudyEntry,
  VacancyAddress,
  VacancyStatus,
  VacancyStep,
  VacancyValues,
} from '../../../../src/shared/contract/vacancy';

// Answers as the OpenAPI document describes them (openapi.d.ts, the server's vacancies.responses.ts).
export type VacancyAnswer = ResponseBody<'/profiling/get_vacancy_info'>;
export type VacancyListAnswer = ResponseBody<'/profiling/get_vacancy_list'>;
export type ActualVacanciesAnswer = ResponseBody<'/profiling/get_actual_vacancies'>;
export type VacancyCountsAnswer = ResponseBody<'/profiling/get_vacancy_counts'>;
export type VacancyApproversAnswer = ResponseBody<'/profiling/get_vacancy_approvers'>;
export type ApprovalRequestsAnswer = ResponseBody<'/profiling/get_approval_requests'>;

/** A colleague asked to approve; `decision` is null while they have not answered. */
export type Approver = VacancyAnswer['vacancy']['approvers'][number];

/**
 * The vacancy as every save, get_vacancy_info, send_vacancy and answer_vacancy_approval answer it.
 * `labels` are display texts in the caller's language: for every id field, the item's name (or
 * names, in the same order); addresses as one line each; department name; only fields with a
 * value. The document says only "criteria: texts; any other key: a text or texts"; the screens
 * read them by the fields they label, so here the keys are the vacancy's field names.
 */
export type VacancyView = Omit<VacancyAnswer['vacancy'], 'labels'> & {
  labels: Partial<Record<keyof VacancyValues, string | string[]>> & { criteria?: string[] };
};

/** A row of the company vacancy list and of the home page table of actual vacancies. */
export type VacancyRow = VacancyListAnswer['vacancies'][number];

/** A request waiting for the caller's answer (the "approval requests" list of the app). */
export type ApprovalRequest = ApprovalRequestsAnswer['requests'][number];

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type CompanyRef = RequestBody<'/profiling/get_vacancy_counts'>;
export type VacancyRef = RequestBody<'/profiling/get_vacancy_info'>;
/** The vacancy, and optionally the letter every open applicant gets (blank: the usual one). */
export type CloseVacancyBody = RequestBody<'/profiling/close_vacancy'>;
// The steps whose form sends exactly what the DTO documents are its type; the others pick the
// vacancy's values because the form sends a not-yet-chosen item as null (the server then answers
// which field is required), where the document describes only a complete body.
type Of<K extends keyof VacancyValues> = Pick<VacancyValues, K>;
export type MainRequest = CompanyRef & { vacancy_id?: string } & Of<
    | 'department_id'
    | 'id_position'
    | 'position_type'
    | 'level'
    | 'functionality'
    | 'subordinates_type'
    | 'subordinates_number'
    | 'address_vacancy'
    | 'employment_type'
    | 'work_time'
    | 'salary'
  >;
export type RequirementsRequest = RequestBody<'/profiling/save_vacancy_requirements'>;
export type CompetenciesRequest = RequestBody<'/profiling/save_vacancy_competencies'>;
export type ConditionsRequest = VacancyRef & Of<'compensation_package' | 'career_growth' | 'opportunities' | 'business_trips' | 'missions'>;
export type SpecificsRequest = VacancyRef &
  Of<'dress_code' | 'work_process' | 'work_place' | 'customer_communications' | 'supervisor_communications'>;
export type AgeRequest = VacancyRef & Of<'age_enabled' | 'age' | 'gender' | 'family_status' | 'kids' | 'military_service'>;
export type EducationRequest = RequestBody<'/profiling/save_vacancy_education'>;
export type ExperienceRequest = VacancyRef & Of<'experience' | 'experience_company_names' | 'experience_job_titles'>;
export type PersonalRequest = RequestBody<'/profiling/save_vacancy_personal'>;
export type CarRequest = VacancyRef & Of<'driver_license' | 'driver_categories' | 'driving_experience' | 'car_available'>;
export type CriteriaRequest = RequestBody<'/profiling/save_vacancy_criteria'>;
export type SkillsRequest = VacancyRef & Of<'education' | 'languages' | 'programs'>;

/** The company vacancy list, filterable by the spec's vacancy filter keys (all optional; age and salary: overlapping ranges). */
export type VacancyListRequest = RequestBody<'/profiling/get_vacancy_list'>;

/** approvers: confirmed members of the company other than the author; empty = accept and publish. */
export type SendRequest = RequestBody<'/profiling/send_vacancy'>;
/** comment: required when declining. */
export type AnswerRequest = RequestBody<'/profiling/answer_vacancy_approval'>;

/*
 * Answers: the *Answer types above (every save, info, send and answer: { vacancy }); vacancy_pdf
 * answers the PDF itself (application/pdf, Content-Disposition attachment).
 * Errors (stable codes): VALIDATION_FAILED (400, fields per input: e.g. `salary`, `age`,
 * `criteria`, `functionality`), COMPANY_NOT_FOUND (404, non-member), COMPANY_FORBIDDEN (403, no
 * vacancies right), COMPANY_NOT_VERIFIED (403), VACANCY_NOT_FOUND (404, unknown or another
 * company's), VACANCY_NOT_EDITABLE (409, under approval or published), CATALOGUE_ITEM_UNKNOWN
 * (400, an id not in the catalogue or another company's local item), CRITERIA_TOO_MANY (400,
 * 'Выбрано максимальное количество критериев!'), CRITERION_WITHOUT_VALUE (400), STEP_ORDER (409, a
 * step saved before `main`), APPROVER_NOT_MEMBER (400), APPROVAL_NOT_PENDING (409: not asked, or
 * already answered), VACANCY_INCOMPLETE (409: sent before every required step is saved).
 */
export const POSITION_CALLS = {
  main: '/profiling/save_vacancy_main',
  requirements: '/profiling/save_vacancy_requirements',
  competencies: '/profiling/save_vacancy_competencies',
  conditions: '/profiling/save_vacancy_conditions',
  specifics: '/profiling/save_vacancy_specifics',
  age: '/profiling/save_vacancy_age',
  education: '/profiling/save_vacancy_education',
  experience: '/profiling/save_vacancy_experience',
  personal: '/profiling/save_vacancy_personal',
  review: '/profiling/save_vacancy_review',
  car: '/profiling/save_vacancy_car',
  criteria: '/profiling/save_vacancy_criteria',
  skills: '/profiling/save_vacancy_skills',
  info: '/profiling/get_vacancy_info',
  remove: '/profiling/remove_vacancy',
  close: '/profiling/close_vacancy',
  list: '/profiling/get_vacancy_list',
  actual: '/profiling/get_actual_vacancies',
  counts: '/profiling/get_vacancy_counts',
  approvers: '/profiling/get_vacancy_approvers',
  send: '/profiling/send_vacancy',
  answer: '/profiling/answer_vacancy_approval',
  requests: '/profiling/get_approval_requests',
  /** GET with the query `company_id` and `vacancy_id`: answers the PDF itself (see shared/api/download). */
  pdf: '/profiling/vacancy_pdf',
} as const satisfies Routes;

/** The app route a colleague opens from the approval e-mail: /vacancy-approval/{company_id}/{vacancy_id}. */
export const approvalPath = (companyId: string, vacancyId: string): string => `/vacancy-approval/${companyId}/${vacancyId}`;

/** A member of the company the author may ask to approve (get_vacancy_approvers). */
export type ApproverOption = VacancyApproversAnswer['users'][number];

/** A dictionary item as get_selectList sends it; global items carry their stable `code`. */
export type DictionaryItem = OptionItem;

/** The request of each step the wizards save, by step name: the ten steps of the wizard, then the short wizard's three. */
export interface StepRequests {
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
  car: CarRequest;
  criteria: CriteriaRequest;
  skills: SkillsRequest;
}
/** The wizard's ten steps. */
export type TenStep = Exclude<keyof StepRequests, 'car' | 'criteria' | 'skills'>;
export type TenStepRequests = Pick<StepRequests, TenStep>;
type SavePath = (typeof POSITION_CALLS)[keyof StepRequests];

type CallOptions = { signal?: AbortSignal };

export function createPositionsApi(client: ApiClient) {
  const c = POSITION_CALLS;
  /** `{ vacancy }` of every save, get_vacancy_info, send_vacancy, answer_vacancy_approval and close_vacancy. */
  const vacancy = async (call: Promise<{ data?: VacancyAnswer }>): Promise<VacancyView> => (await answer(call)).vacancy;
  return {
    /** Saves one step. Some steps' forms send a not-yet-chosen item as null (see the request types above), which the document does not describe. */
    save: <S extends keyof StepRequests>(step: S, body: StepRequests[S], options: CallOptions = {}): Promise<VacancyView> =>
      vacancy(client.POST(c[step] as SavePath, { body: sentAs<RequestBody<SavePath>>(body), ...options })),
    info: (body: VacancyRef, options: CallOptions = {}) => vacancy(client.POST(c.info, { body, ...options })),
    send: (body: SendRequest, options: CallOptions = {}) => vacancy(client.POST(c.send, { body, ...options })),
    answer: (body: AnswerRequest, options: CallOptions = {}) => vacancy(client.POST(c.answer, { body, ...options })),
    /** A published vacancy stops recruiting (status `closed`). */
    close: (body: CloseVacancyBody, options: CallOptions = {}) => vacancy(client.POST(c.close, { body, ...options })),
    list: async (body: VacancyListRequest, options: CallOptions = {}): Promise<{ vacancies: VacancyRow[]; total: number }> => {
      const { vacancies, total } = await answer(client.POST(c.list, { body, ...options }));
      return { vacancies, total };
    },
    /** Published, newest first, at most 50 (the home table). */
    actual: async (body: CompanyRef, options: CallOptions = {}): Promise<VacancyRow[]> =>
      (await answer(client.POST(c.actual, { body, ...options }))).vacancies,
    counts: async (body: CompanyRef, options: CallOptions = {}): Promise<VacancyCountsAnswer['counts']> =>
      (await answer(client.POST(c.counts, { body, ...options }))).counts,
    approvers: async (body: CompanyRef, options: CallOptions = {}): Promise<ApproverOption[]> =>
      (await answer(client.POST(c.approvers, { body, ...options }))).users,
    requests: async (options: CallOptions = {}): Promise<ApprovalRequest[]> =>
      (await answer(client.POST(c.requests, { ...options }))).requests,
  };
}

export const positionsApi = createPositionsApi(api);
