import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import { COMPANY_STATUS } from '../company.types.js';
import { can, type CompanyAction } from '../domain/company-policy.js';
import { Company, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import type { CompanySnapshot } from '../domain/company.events.js';
import { UUID } from '../../shared/domain/uuid.js';

/**
 * The caller's confirmed membership of a live company, checked against the permission matrix:
 * 404 COMPANY_NOT_FOUND for strangers, awaiting members and deleted companies (ids reveal nothing),
 * 403 COMPANY_FORBIDDEN for members without the right. With `lock`, the company row is locked for
 * the rest of the transaction so concurrent changes of one company run one after another.
 */
export async function requireMember(
  em: EntityManager,
  userId: string,
  companyId: string,
  action: CompanyAction,
  options: { lock?: boolean } = {},
): Promise<{ company: Company; member: Membership }> {
  if (!UUID.test(companyId)) throw CompanyErrors.notFound();
  const member = await em.findOne(Membership, { company: companyId, userId, status: 'confirmed' });
  if (!member) throw CompanyErrors.notFound();
  const company = await em.findOne(Company, { id: companyId }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!company || !company.isLive()) throw CompanyErrors.notFound();
  if (!can({ role: member.role, rights: member.rights }, action)) throw CompanyErrors.forbidden();
  return { company, member };
}

/** `employees` and `activity` must name items of the catalogue's lists (0 or empty: none). */
export async function assertCompanyOptions(queries: QueryBus, data: Pick<CompanySnapshot, 'employees' | 'activity'>): Promise<void> {
  const wanted = [
    { list: 'employees' as const, id: data.employees, field: 'employees' },
    { list: 'activities' as const, id: data.activity, field: 'activity' },
  ].filter((item) => item.id !== null);
  if (wanted.length === 0) return;
  const lists = await queries.execute(new GetOptionListsQuery([...new Set(wanted.map((item) => item.list))], 'ru'));
  for (const item of wanted) {
    if (!lists[item.list]?.some((option) => option.id === item.id)) throw CompanyErrors.invalidOption(item.field);
  }
}

/** Fails early with COMPANY_CODE_TAKEN; the partial unique index settles races at commit. */
export async function assertCodeFree(em: EntityManager, code: string, exceptCompanyId?: string): Promise<void> {
  const taken = await em.count(Company, { code, statusId: { $nin: [COMPANY_STATUS.rejected, COMPANY_STATUS.deleted] }, ...(exceptCompanyId ? { id: { $ne: exceptCompanyId } } : {}) });
  if (taken > 0) throw CompanyErrors.codeTaken();
}

/** Runs a unit of work in one transaction, turning the live-code index violation into 409. */
export async function inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && String(error.message).includes('company_live_code_unique')) throw CompanyErrors.codeTaken();
    throw error;
  }
}

/** Another member of the same company (confirmed or awaiting); the owner is nobody's to change. */
export async function targetMember(tx: EntityManager, companyId: string, userId: string): Promise<Membership> {
  if (!UUID.test(userId)) throw CompanyErrors.memberNotFound();
  const target = await tx.findOne(Membership, { company: companyId, userId });
  if (!target) throw CompanyErrors.memberNotFound();
  if (target.role === 'owner') throw CompanyErrors.ownerUntouchable();
  return target;
}
