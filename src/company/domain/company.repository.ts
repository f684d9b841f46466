import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkCode, type CodeCheck } from '../../shared/codes/one-time-code.js';
import type { Id } from '../../shared/domain/id.js';
import { COMPANY_STATUS, type CodeAction } from '../company.types.js';
import { actionCodePurpose, CompanyActionCode } from './action-code.entity.js';
import { can, type CompanyAction } from './company-policy.js';
import { ActiveCompany, Company, CompanyFile, Membership } from './company.entity.js';
import { CompanyErrors } from './company.errors.js';
import { CompanyTransfer } from './transfer.entity.js';

/*
 * The company context's rows as its commands load and save them: the aggregates' rules live in the
 * entities, CompanyMembers and CompanyTransfer; what reads or locks rows for them is here, and
 * nowhere else in the context.
 */

/**
 * The caller's confirmed membership of a live company, checked against the permission matrix:
 * 404 COMPANY_NOT_FOUND for strangers, awaiting members and deleted companies (ids reveal nothing),
 * 403 COMPANY_FORBIDDEN for members without the right. With `lock`, the company row is locked for
 * the rest of the transaction so concurrent changes of one company run one after another.
 */
export async function requireMember(
  em: EntityManager,
  userId: string,
  companyId: Id,
  action: CompanyAction,
  options: { lock?: boolean } = {},
): Promise<{ company: Company; member: Membership }> {
  const member = await em.findOne(Membership, { company: companyId, userId, status: 'confirmed' });
  if (!member) throw CompanyErrors.notFound();
  const company = await em.findOne(Company, { id: companyId }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!company?.isLive()) throw CompanyErrors.notFound();
  if (!can({ role: member.role, rights: member.rights }, action)) throw CompanyErrors.forbidden();
  return { company, member };
}

/** Fails early with COMPANY_CODE_TAKEN; the partial unique index settles races at commit. */
export async function assertCodeFree(em: EntityManager, code: string, exceptCompanyId?: string): Promise<void> {
  const taken = await em.count(Company, {
    code,
    statusId: { $nin: [COMPANY_STATUS.rejected, COMPANY_STATUS.deleted] },
    ...(exceptCompanyId ? { id: { $ne: exceptCompanyId } } : {}),
  });
  if (taken > 0) throw CompanyErrors.codeTaken();
}

/** Runs a unit of work in one transaction, turning the live-code index violation into 409. */
export async function inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && String(error.message).includes('company_live_code_unique'))
      throw CompanyErrors.codeTaken();
    throw error;
  }
}

/** Another member of the same company (confirmed or awaiting), or 404 MEMBER_NOT_FOUND; CompanyMembers says what may be done to them. */
export async function targetMember(tx: EntityManager, companyId: string, userId: Id): Promise<Membership> {
  const target = await tx.findOne(Membership, { company: companyId, userId });
  if (!target) throw CompanyErrors.memberNotFound();
  return target;
}

/** Whether the person already belongs to the company (confirmed or awaiting). */
export async function isMember(em: EntityManager, companyId: string, userId: string): Promise<boolean> {
  return (await em.count(Membership, { company: companyId, userId })) > 0;
}

/** The awaiting membership an invitation link names, locked, with its company loaded; null for an unknown or used link. */
export async function findInvitation(tx: EntityManager, inviteTokenHash: string): Promise<Membership | null> {
  const membership = await tx.findOne(Membership, { inviteTokenHash, status: 'awaiting' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  // Loaded on its own, unlocked: the membership's reference is this same entity from then on.
  if (membership) await tx.findOneOrFail(Company, { id: membership.company.id });
  return membership;
}

/** A member's choice of this company as their active one ends with the membership. */
export async function clearActiveChoice(tx: EntityManager, userId: string, companyId: string): Promise<void> {
  await tx.nativeUpdate(ActiveCompany, { userId, companyId }, { companyId: null });
}

/** A file of a company the caller is a confirmed member of; 404 FILE_NOT_FOUND otherwise (the file commands and reads). */
export async function findMemberFile(em: EntityManager, userId: string, fileId: Id): Promise<CompanyFile> {
  const file = await em.findOne(CompanyFile, { id: fileId });
  if (!file) throw CompanyErrors.fileNotFound();
  const member = await em.count(Membership, { company: file.company, userId, status: 'confirmed' });
  if (member === 0) throw CompanyErrors.fileNotFound();
  return file;
}

/** The company's pending transfer offer, if any (expired or void ones included: the aggregate judges them). */
export function pendingTransfer(em: EntityManager, company: Company): Promise<CompanyTransfer | null> {
  return em.findOne(CompanyTransfer, { company });
}

/**
 * The offer a transfer link names, its company and the company's owner, locked. The company row is
 * locked first, as offer and cancel do, so the three never deadlock. Null for an unknown link.
 */
export async function lockTransferByToken(
  tx: EntityManager,
  tokenHash: string,
): Promise<{ transfer: CompanyTransfer | null; company: Company | null; owner: Membership | null } | null> {
  const [offered] = await tx.execute<Array<{ company_id: string }>>('select company_id from company_transfer where token_hash = ?', [
    tokenHash,
  ]);
  if (!offered) return null;
  const company = await tx.findOne(Company, { id: offered.company_id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const transfer = await tx.findOne(CompanyTransfer, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const owner = transfer ? await tx.findOne(Membership, { company: transfer.company.id, role: 'owner' }) : null;
  return { transfer, company, owner };
}

/** The person's membership of the company, whatever its state; null when they have none. */
export function findMembership(tx: EntityManager, company: Company, userId: string): Promise<Membership | null> {
  return tx.findOne(Membership, { company, userId });
}

/**
 * Checks the confirm_code of an action inside the caller's transaction (the newest live code row
 * locked, so a code is used once even under concurrent calls). A wrong code costs an attempt,
 * which the caller commits even though the call fails.
 */
export async function checkActionCode(
  tx: EntityManager,
  input: { userId: string; companyId: string; action: CodeAction; code: string },
): Promise<CodeCheck<CompanyActionCode>> {
  const stored = await tx.findOne(
    CompanyActionCode,
    { userId: input.userId, companyId: input.companyId, action: input.action, consumedAt: null },
    { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  return checkCode(stored, actionCodePurpose(input.action, input.companyId, input.userId), input.code, new Date());
}
