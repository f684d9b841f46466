/**
 * Public contract of the profiling context: company profile, departments, offices and positions.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 *
 * Events through the outbox: CompanyProfileStepSaved (step and the values saved),
 * CompanyProfileCompleted (the company stage is done), CompanyPolicyFileAdded / Removed,
 * DepartmentAdded / DepartmentEdited / DepartmentRemoved; vacancies: VacancyCreated / VacancyStepSaved /
 * VacancyRemoved (the vacancy wizards), VacancySentForApproval, VacancyApprovalAnswered,
 * VacancyPublished, VacancyReturned, VacancyClosed.
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
export { GetVacancyTitlesQuery, type VacancyTitle } from './queries/vacancy-titles.query.js';
