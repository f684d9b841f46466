import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { QueryBus } from '@nestjs/cqrs';
import { COMPANY_STATUS, GetCompanyMembershipQuery, type CompanyMembership } from '../../company/company.contract.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { Vacancy } from '../domain/vacancy.entity.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may write vacancies (spec 001 §6 "open and close vacancies"): the company action `vacancies`
 * (owner, administrator, deputies and users with the right positions or vacancies) of a verified
 * company. Strangers get 404 COMPANY_NOT_FOUND, members without the right 403 COMPANY_FORBIDDEN.
 */
export async function requireVacancyWrite(queries: QueryBus, userId: string, companyId: string): Promise<CompanyMembership> {
  const membership = await queries.execute(new GetCompanyMembershipQuery(userId, companyId));
  if (!membership) throw ProfilingErrors.notFound();
  if (!membership.actions.includes('vacancies')) throw ProfilingErrors.forbidden();
  if (membership.companyStatusId !== COMPANY_STATUS.verified) throw ProfilingErrors.notVerified();
  return membership;
}

export function canWriteVacancies(membership: CompanyMembership): boolean {
  return membership.actions.includes('vacancies') && membership.companyStatusId === COMPANY_STATUS.verified;
}

/** A vacancy of the company (404 VACANCY_NOT_FOUND for unknown ids and other companies' vacancies). */
export async function findVacancy(em: EntityManager, companyId: string, vacancyId: unknown, lock = false): Promise<Vacancy> {
  const vacancy =
    typeof vacancyId === 'string' && UUID.test(vacancyId)
      ? await em.findOne(Vacancy, { id: vacancyId, companyId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { refresh: true })
      : null;
  if (!vacancy) throw VacancyErrors.notFound();
  return vacancy;
}

/** A confirmed member of the company, or 404 COMPANY_NOT_FOUND (a stranger learns nothing). */
export async function requireMembership(queries: QueryBus, userId: string, companyId: string): Promise<CompanyMembership> {
  const membership = await queries.execute(new GetCompanyMembershipQuery(userId, companyId));
  if (!membership) throw ProfilingErrors.notFound();
  return membership;
}

/** Whether a member may edit and send this vacancy: its author, or whoever holds the vacancies right, in a verified company. */
export function maySend(membership: CompanyMembership, userId: string, vacancy: Vacancy): boolean {
  return membership.companyStatusId === COMPANY_STATUS.verified && (vacancy.authorUserId === userId || membership.actions.includes('vacancies'));
}
