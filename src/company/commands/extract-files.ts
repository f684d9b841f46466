import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import type { Role } from '../../identity/identity.contract.js';
import { CompanyFile, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { ExtractStorage } from '../files/extract-storage.js';
import { inTransaction, requireMember } from './company-access.js';

/** Verifiers review every company's extracts (spec 001 §3), deleted companies' too. */
const REVIEWER_ROLE: Role = 'verifier';

/** `add_verificationFileCompany`: a register extract (type `edr`) for the company. Answers the file id. */
export class AddExtractFileCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly type: 'edr',
    readonly file: UploadedFile,
  ) {
    super();
  }
}

@CommandHandler(AddExtractFileCommand)
export class AddExtractFileHandler implements ICommandHandler<AddExtractFileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ExtractStorage,
  ) {}

  async execute({ userId, companyId, type, file }: AddExtractFileCommand): Promise<string> {
    // Permission first: a stranger learns nothing about the file checks.
    const { company } = await requireMember(this.em, userId, companyId, 'manageFiles');
    company.assertFilesEditable();
    const stored = await this.storage.store(file);
    try {
      return await inTransaction(this.em, async (tx) => {
        const { company: locked } = await requireMember(tx, userId, companyId, 'manageFiles', { lock: true });
        const count = await tx.count(CompanyFile, { company: locked, type });
        const record = tx.create(CompanyFile, { company: locked, type, ...stored, uploadedBy: userId });
        locked.fileAdded(record, userId, count);
        await tx.flush();
        return record.id;
      });
    } catch (error) {
      await this.storage.remove(stored.storageKey);
      throw error;
    }
  }
}

/** `remove_verificationFileCompany`: by file id; the file's company decides who may. */
export class RemoveExtractFileCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly fileId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveExtractFileCommand)
export class RemoveExtractFileHandler implements ICommandHandler<RemoveExtractFileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ExtractStorage,
  ) {}

  /** Answers the company id, so the caller can show the company's files again. */
  async execute({ userId, fileId }: RemoveExtractFileCommand): Promise<string> {
    const file = await findMemberFile(this.em, userId, fileId);
    const storageKey = await inTransaction(this.em, async (tx) => {
      const { company } = await requireMember(tx, userId, file.company.id, 'manageFiles', { lock: true });
      const record = await tx.findOne(CompanyFile, { id: fileId, company });
      if (!record) throw CompanyErrors.fileNotFound();
      company.fileRemoved(record, userId);
      tx.remove(record);
      await tx.flush();
      return record.storageKey;
    });
    await this.storage.remove(storageKey);
    return file.company.id;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
