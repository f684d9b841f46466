import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyMembershipQuery, type CompanyAction, type CompanyMembership } from '../../company/company.contract.js';
import { checkAccess, checkVacancyWrite } from '../domain/access.rules.js';
import { CompanyProfile, Department } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { Vacancy } from '../domain/vacancy.entity.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';
import { UUID } from '../../shared/domain/uuid.js';

/*
 * Plumbing the use cases and reads share: the caller's membership (asked of the company contract,
 * judged by domain/access.rules.ts) and the rows they load, locked where a write follows.
 */

/** The caller's membership if `mode` is allowed (see checkAccess). */
export async function requireAccess(queries: QueryBus, userId: string, companyId: string, mode: 'read' | CompanyAction | readonly CompanyAction[]): Promise<CompanyMembership> {
  return checkAccess(await queries.execute(new GetCompanyMembershipQuery(userId, companyId)), mode);
}

/** A confirmed member of the company, or 404 COMPANY_NOT_FOUND (a stranger learns nothing). */
export function requireMembership(queries: QueryBus, userId: string, companyId: string): Promise<CompanyMembership> {
  return requireAccess(queries, userId, companyId, 'read');
}

/** The caller's membership if they may write vacancies (see checkVacancyWrite). */
export async function requireVacancyWrite(queries: QueryBus, userId: string, companyId: string): Promise<CompanyMembership> {
  return checkVacancyWrite(await queries.execute(new GetCompanyMembershipQuery(userId, companyId)));
}

/**
 * The company's profile row, created on first use and locked for the rest of the transaction: every
 * change of the profile, its files and departments runs one after another per company.
 */
export async function lockProfile(tx: EntityManager, companyId: string): Promise<CompanyProfile> {
  await tx.getConnection().execute('insert into "profiling_company_profile" ("company_id", "created_at", "updated_at") values (?, now(), now()) on conflict do nothing', [companyId]);
  return tx.findOneOrFail(CompanyProfile, { companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
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

/** A department of the company, or 404 DEPARTMENT_NOT_FOUND (also for other companies' ids). */
export async function findDepartment(em: EntityManager, companyId: string, departmentId: unknown): Promise<Department> {
  const department = typeof departmentId === 'string' && UUID.test(departmentId) ? await em.findOne(Department, { id: departmentId, companyId }, { refresh: true }) : null;
  if (!department) throw ProfilingErrors.departmentNotFound();
  return department;
}
