/**
 * Public contract of the profiling context: company profile, departments, offices and positions.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 *
 * Events through the outbox: CompanyProfileStepSaved (step and the values saved),
 * CompanyProfileCompleted (the company stage is done), CompanyPolicyFileAdded / Removed,
<<<<<<< HEAD
 * DepartmentAdded / DepartmentEdited / DepartmentRemoved; vacancies: VacancySentForApproval,
 * VacancyApprovalAnswered, VacancyPublished, VacancyReturned.
=======
 * DepartmentAdded / DepartmentEdited / DepartmentRemoved, VacancyCreated / VacancyStepSaved /
 * VacancyRemoved (the vacancy wizards).
>>>>>>> pos-api
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
export { VacancyApprovalAnswered, VacancyPublished, VacancyReturned, VacancySentForApproval } from './domain/vacancy.events.js';
export { GetVacancyTitlesQuery, type VacancyTitle } from './queries/vacancy-titles.query.js';
