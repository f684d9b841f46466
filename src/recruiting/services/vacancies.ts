import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyVacanciesQuery, type VacancyFacts } from '../../profiling/profiling.contract.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';

/*
 * The company's vacancies as the pipeline needs them, asked of the profiling contract: any of the
 * company's for a board to read, a published one to take applications.
 */

/** One of the company's vacancies, whatever its status (404 VACANCY_NOT_FOUND otherwise). */
export async function companyVacancy(queries: QueryBus, companyId: string, vacancyId: string): Promise<VacancyFacts> {
  const vacancy = (await queries.execute(new GetCompanyVacanciesQuery(companyId, [vacancyId]))).get(vacancyId);
  if (!vacancy) throw RecruitingErrors.vacancyNotFound();
  return vacancy;
}

/** A published vacancy of the company: only those take applications (409 VACANCY_NOT_PUBLISHED). */
export async function publishedVacancy(queries: QueryBus, companyId: string, vacancyId: string): Promise<VacancyFacts> {
  const vacancy = await companyVacancy(queries, companyId, vacancyId);
  if (vacancy.status !== 'published') throw RecruitingErrors.vacancyNotPublished();
  return vacancy;
}

/** The names of several of the company's vacancies (unknown ones are left out). */
export async function vacancyNames(
  queries: QueryBus,
  companyId: string,
  vacancyIds: readonly string[],
): Promise<Map<string, VacancyFacts>> {
  return vacancyIds.length === 0 ? new Map() : queries.execute(new GetCompanyVacanciesQuery(companyId, vacancyIds));
}

/** A vacancy's name for a person: its name, or its number while it has none. */
export function vacancyTitle(vacancy: Pick<VacancyFacts, 'name' | 'number'> | undefined): string {
  if (!vacancy) return '';
  return vacancy.name.trim() || `№ ${vacancy.number}`;
}
