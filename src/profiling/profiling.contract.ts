/**
 * Public contract of the profiling context: company profile, departments, offices and positions.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 *
 * Events through the outbox: CompanyProfileStepSaved (step and the values saved),
 * CompanyProfileCompleted (the company stage is done), CompanyPolicyFileAdded / Removed,
 * DepartmentAdded / DepartmentEdited / DepartmentRemoved; vacancies: VacancyCreated / VacancyStepSaved /
 * VacancyRemoved (the vacancy wizards), VacancySentForApproval, VacancyApprovalAnswered,
 * VacancyPublished, VacancyReturned, VacancyClosed (with the closer's message for the applicants).
 *
 * Queries for the recruiting context: GetCompanyVacanciesQuery (one company's vacancies by id, with
 * their status and author) and GetSelectionStagesQuery (the profile's selection stages, named).
 */
export {
  CompanyPolicyFileAdded,
  CompanyPolicyFileRemoved,
  CompanyProfileCompleted,
  CompanyProfileStepSaved,
  DepartmentAdded,
  DepartmentEdited,
  DepartmentRemoved,
  type ProfileStep,
  VacancyCreated,
  VacancyRemoved,
  VacancyStepSaved,
} from './domain/profiling.events.js';
export {
  VacancyApprovalAnswered,
  VacancyClosed,
  VacancyPublished,
  VacancyReturned,
  VacancySentForApproval,
} from './domain/vacancy.events.js';
export { GetVacancyNamesQuery, type VacancyRef, vacancyRefKey } from './queries/vacancy-names.query.js';
export { GetVacancyTitlesQuery, type VacancyTitle } from './queries/vacancy-titles.query.js';
export { GetCompanyVacanciesQuery, type VacancyFacts } from './queries/recruiting-vacancies.query.js';
export { GetSelectionStagesQuery } from './queries/selection-stages.query.js';
// For the public pages (careers): a vacancy and the company's profile in a candidate's words.
export { GetPublicVacancyQuery, type PublicAddress, type PublicVacancy } from './queries/public-vacancy.query.js';
export { GetPublicProfileQuery, type PublicProfile } from './queries/public-profile.query.js';
