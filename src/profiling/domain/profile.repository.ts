import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Id } from '../../shared/domain/id.js';
import { CompanyProfile, Department, PolicyFile } from './profile.entity.js';
import { ProfilingErrors } from './profiling.errors.js';

/*
 * The company profile's rows as its commands load and save them: the rules live on the
 * CompanyProfile aggregate; what reads or locks its rows (the profile, its departments and policy
 * files) is here.
 */

/**
 * The company's profile row, created on first use and locked for the rest of the transaction: every
 * change of the profile, its files and departments runs one after another per company.
 */
export async function lockProfile(tx: EntityManager, companyId: string): Promise<CompanyProfile> {
  await tx
    .getConnection()
    .execute(
      'insert into "profiling_company_profile" ("company_id", "created_at", "updated_at") values (?, now(), now()) on conflict do nothing',
      [companyId],
    );
  return tx.findOneOrFail(CompanyProfile, { companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** Every department of the company (read under the profile's lock when a change follows). */
export function companyDepartments(em: EntityManager, companyId: string): Promise<Department[]> {
  return em.find(Department, { companyId });
}

/** A department of the company, or null (also for other companies' ids). */
export function departmentOf(em: EntityManager, companyId: string, departmentId: Id): Promise<Department | null> {
  return em.findOne(Department, { id: departmentId, companyId }, { refresh: true });
}

/** A department of the company, or 404 DEPARTMENT_NOT_FOUND (also for other companies' ids). */
export async function findDepartment(em: EntityManager, companyId: string, departmentId: Id): Promise<Department> {
  const department = await departmentOf(em, companyId, departmentId);
  if (!department) throw ProfilingErrors.departmentNotFound();
  return department;
}

/** How many HR policy files the company has. */
export function countPolicyFiles(em: EntityManager, companyId: string): Promise<number> {
  return em.count(PolicyFile, { companyId });
}

/** Every HR policy file of the company. */
export function policyFiles(em: EntityManager, companyId: string): Promise<PolicyFile[]> {
  return em.find(PolicyFile, { companyId });
}

/** Whether the company has a policy file of that name (any case); the unique index settles races. */
export async function policyFileNameTaken(em: EntityManager, companyId: string, name: string): Promise<boolean> {
  return (await em.count(PolicyFile, { companyId, name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } })) > 0;
}
