import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../identity/identity.contract.js';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import { CompanyFile, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { requireMember, UUID } from './company-access.js';

// Who may reach a company file by id, shared by the file commands and the file reads.

/** Verifiers review every company's extracts (spec 001 §3), deleted companies' too. */
const REVIEWER_ROLE: Role = 'verifier';

/** A file of a company the caller is a confirmed member of; 404 FILE_NOT_FOUND otherwise. */
export async function findMemberFile(em: EntityManager, userId: string, fileId: string): Promise<CompanyFile> {
  if (!UUID.test(fileId)) throw CompanyErrors.fileNotFound();
  const file = await em.findOne(CompanyFile, { id: fileId });
  if (!file) throw CompanyErrors.fileNotFound();
  const member = await em.count(Membership, { company: file.company, userId, status: 'confirmed' });
  if (member === 0) throw CompanyErrors.fileNotFound();
  return file;
}

/**
 * A file the caller may read: any company's for a verifier (the role comes from identity's guard,
 * read from the session's user on every request), otherwise a file of a live company the caller is
 * a confirmed member of. 404 FILE_NOT_FOUND for everything else, so ids reveal nothing.
 */
export async function findReadableFile(em: EntityManager, user: Pick<AuthUser, 'userId' | 'role'>, fileId: string): Promise<CompanyFile> {
  if (user.role === REVIEWER_ROLE) {
    if (!UUID.test(fileId)) throw CompanyErrors.fileNotFound();
    const file = await em.findOne(CompanyFile, { id: fileId });
    if (!file) throw CompanyErrors.fileNotFound();
    return file;
  }
  const file = await findMemberFile(em, user.userId, fileId);
  await requireMember(em, user.userId, file.company.id, 'view').catch(() => {
    throw CompanyErrors.fileNotFound();
  });
  return file;
}
