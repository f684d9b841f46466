import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Role } from '../../identity/identity.contract.js';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import { type Id, storedId } from '../../shared/domain/id.js';
import { findMemberFile, requireMember } from '../domain/company.repository.js';
import { CompanyFile } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { fileView } from './company-view.js';

/** What the download and the viewer need of a file: where it is stored and how to send it. */
export interface ReadableFile {
  storageKey: string;
  mime: string;
  format: CompanyFile['format'];
  /** The name shown and sent in Content-Disposition. */
  name: string;
}

/** An extract file by id for its download or view; 404 FILE_NOT_FOUND for anyone who may not read it. */
export class GetReadableFileQuery extends Query<ReadableFile> {
  constructor(
    readonly reader: Pick<AuthUser, 'userId' | 'role'>,
    readonly fileId: Id,
  ) {
    super();
  }
}

@QueryHandler(GetReadableFileQuery)
export class GetReadableFileHandler implements IQueryHandler<GetReadableFileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reader, fileId }: GetReadableFileQuery): Promise<ReadableFile> {
    const file = await findReadableFile(this.em, reader, fileId);
    return { storageKey: file.storageKey, mime: file.mime, format: file.format, name: fileView(file).name };
  }
}

/** Verifiers review every company's extracts, deleted companies' too. */
const REVIEWER_ROLE: Role = 'verifier';

/**
 * A file the caller may read: any company's for a verifier (the role comes from identity's guard,
 * read from the session's user on every request), otherwise a file of a live company the caller is
 * a confirmed member of. 404 FILE_NOT_FOUND for everything else, so ids reveal nothing.
 */
async function findReadableFile(em: EntityManager, user: Pick<AuthUser, 'userId' | 'role'>, fileId: Id): Promise<CompanyFile> {
  if (user.role === REVIEWER_ROLE) {
    const file = await em.findOne(CompanyFile, { id: fileId });
    if (!file) throw CompanyErrors.fileNotFound();
    return file;
  }
  const file = await findMemberFile(em, user.userId, fileId);
  await requireMember(em, user.userId, storedId(file.company.id), 'view').catch(() => {
    throw CompanyErrors.fileNotFound();
  });
  return file;
}
