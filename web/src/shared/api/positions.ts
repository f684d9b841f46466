// The positions (vacancy profiles) calls of the profiling context (spec 001 §2 "Position (vacancy)
// wizard", §3 "Position profile (info)" and "(short wizard)", §4 "Position wizard rules", §5, §7
// "Positions and catalogues"). This file is the contract between the API (src/profiling) and the
// screens (web/src/features/positions): field names here are the wire names, the server's DTOs
// use the same. Every call names the company (`company_id`) and, but for the first save, the
// vacancy (`vacancy_id`). Catalogue items (tl_dolgnost, tl_task, tl_target, tl_result, tl_kpi,
// tl_zun, tl_case) and dictionary items (s_*) travel as ids; `labels` of a VacancyView carry their
// names in the caller's language for the preview, the review step and the PDF.
import type { VacancyValues } from '../../../../src/shared/contract/vacancy';
import { get, post, type RequestBody, type ResponseBody } from './contract';

// The steps, limits and field shapes of a vacancy are the server's and the web's one contract
// (src/shared/contract/vacancy.ts): re-exported here for the screens.
export { emptyVacancyValues, VACANCY_LIMITS, VACANCY_STATUSES, VACANCY_STEPS } from '../../../../src/shared/contract/vacancy';
export type { CriterionEntry, Range, SkillEntry, StudyEntry, VacancyAddress, VacancyStatus, VacancyStep, VacancyValues } from '../../../../src/shared/contract/vacancy';

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
// The steps whose form sends exactly what the DTO documents are its type; the others pick the
// vacancy's values because the form sends a not-yet-chosen item as null (the server then answers
// which field is required), where the document describes only a complete body.
type Of<K extends keyof VacancyValues> = Pick<VacancyValues, K>;
export type MainRequest = CompanyRef & { vacancy_id?: string } & Of<'department_id' | 'id_position' | 'position_type' | 'level' | 'functionality' | 'subordinates_type' | 'subordinates_number' | 'address_vacancy' | 'employment_type' | 'work_time' | 'salary'>;
export type RequirementsRequest = RequestBody<'/profiling/save_vacancy_requirements'>;
export type CompetenciesRequest = RequestBody<'/profiling/save_vacancy_competencies'>;
export type ConditionsRequest = VacancyRef & Of<'compensation_package' | 'career_growth' | 'opportunities' | 'business_trips' | 'missions'>;
export type SpecificsRequest = VacancyRef & Of<'dress_code' | 'work_process' | 'work_place' | 'customer_communications' | 'supervisor_communications'>;
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
  main: post<MainRequest>('/profiling/save_vacancy_main', {
    company_id: true, vacancy_id: true, department_id: true, id_position: true, position_type: true, level: true, functionality: true, subordinates_type: true,
    subordinates_number: true, address_vacancy: true, employment_type: true, work_time: true, salary: true,
  }),
  requirements: post<RequirementsRequest>('/profiling/save_vacancy_requirements', { company_id: true, vacancy_id: true, target: true, result: true, kpi: true, credentials: true, interaction: true }),
  competencies: post<CompetenciesRequest>('/profiling/save_vacancy_competencies', { company_id: true, vacancy_id: true, zun: true, cases: true, competencies: true }),
  conditions: post<ConditionsRequest>('/profiling/save_vacancy_conditions', { company_id: true, vacancy_id: true, compensation_package: true, career_growth: true, opportunities: true, business_trips: true, missions: true }),
  specifics: post<SpecificsRequest>('/profiling/save_vacancy_specifics', { company_id: true, vacancy_id: true, dress_code: true, work_process: true, work_place: true, customer_communications: true, supervisor_communications: true }),
  age: post<AgeRequest>('/profiling/save_vacancy_age', { company_id: true, vacancy_id: true, age_enabled: true, age: true, gender: true, family_status: true, kids: true, military_service: true }),
  education: post<EducationRequest>('/profiling/save_vacancy_education', { company_id: true, vacancy_id: true, universities: true, courses: true }),
  experience: post<ExperienceRequest>('/profiling/save_vacancy_experience', { company_id: true, vacancy_id: true, experience: true, experience_company_names: true, experience_job_titles: true }),
  personal: post<PersonalRequest>('/profiling/save_vacancy_personal', { company_id: true, vacancy_id: true, hobbies: true, personal_qualities: true }),
  review: post<VacancyRef>('/profiling/save_vacancy_review', { company_id: true, vacancy_id: true }),
  car: post<CarRequest>('/profiling/save_vacancy_car', { company_id: true, vacancy_id: true, driver_license: true, driver_categories: true, driving_experience: true, car_available: true }),
  criteria: post<CriteriaRequest>('/profiling/save_vacancy_criteria', { company_id: true, vacancy_id: true, criteria: true }),
  skills: post<SkillsRequest>('/profiling/save_vacancy_skills', { company_id: true, vacancy_id: true, education: true, languages: true, programs: true }),
  info: post<VacancyRef>('/profiling/get_vacancy_info', { company_id: true, vacancy_id: true }),
  remove: post<VacancyRef>('/profiling/remove_vacancy', { company_id: true, vacancy_id: true }),
  list: post<VacancyListRequest>('/profiling/get_vacancy_list', {
    company_id: true, status: true, name: true, programs: true, languages: true, age: true, address_vacancy: true, salary: true, car_available: true, education: true,
    experience: true, gender: true, family_status: true, military_service: true, s_activity: true, employment_type: true, page: true, page_size: true,
  }),
  actual: post<CompanyRef>('/profiling/get_actual_vacancies', { company_id: true }),
  /** { counts: { draft, approval, returned, published } } (the "Моя компания" page). */
  counts: post<CompanyRef>('/profiling/get_vacancy_counts', { company_id: true }),
  approvers: post<CompanyRef>('/profiling/get_vacancy_approvers', { company_id: true }),
  send: post<SendRequest>('/profiling/send_vacancy', { company_id: true, vacancy_id: true, approvers: true }),
  answer: post<AnswerRequest>('/profiling/answer_vacancy_approval', { company_id: true, vacancy_id: true, decision: true, comment: true }),
  requests: post<Record<string, never>>('/profiling/get_approval_requests', {}),
  // GET with the query `company_id` and `vacancy_id` (VacancyRef): like the other GET calls it declares no body fields.
  pdf: get<Record<string, never>>('/profiling/vacancy_pdf', {}),
} as const;

/** The app route a colleague opens from the approval e-mail: /vacancy-approval/{company_id}/{vacancy_id}. */
export const approvalPath = (companyId: string, vacancyId: string): string => `/vacancy-approval/${companyId}/${vacancyId}`;
