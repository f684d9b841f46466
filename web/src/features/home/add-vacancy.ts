// Whether home's "Добавить вакансию" opens the vacancy wizard, and if not, why: a
// member who may work on vacancies ('vacancies' among user_data.company.actions) of a verified
// company (status 4) goes to /add-vacancy; everyone else is told what is missing.
import { COMPANY_STATUS } from '../../shared/api/company-status';
import { isRecord } from '../../shared/api/contract';

export type AddVacancyAccess = 'open' | 'noCompany' | 'notVerified' | 'noRight';

export function addVacancyAccess(company: unknown): AddVacancyAccess {
  if (!isRecord(company) || company.id === undefined || company.id === null) return 'noCompany';
  if (!isRecord(company.status) || Number(company.status.id) !== COMPANY_STATUS.verified) return 'notVerified';
  return Array.isArray(company.actions) && company.actions.includes('vacancies') ? 'open' : 'noRight';
}
