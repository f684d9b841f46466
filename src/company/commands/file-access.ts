import type { EntityManager } from '@mikro-orm/postgresql';
import { CompanyFile, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { UUID } from '../../shared/domain/uuid.js';

// Who may reach a company file by id, shared by the file commands and the file reads (queries/get-readable-file.ts).

/** A file of a company the caller is a confirmed member of; 404 FILE_NOT_FOUND otherwise. */
export async function findMemberFile(em: EntityManager, userId: string, fileId: string): Promise<CompanyFile> {
  if (!UUID.test(fileId)) throw CompanyErrors.fileNotFound();
  const file = await em.findOne(CompanyFile, { id: fileId });
  if (!file) throw CompanyErrors.fileNotFound();
  const member = await em.count(Membership, { company: file.company, userId, status: 'confirmed' });
  if (member === 0) throw CompanyErrors.fileNotFound();
  return file;
}
