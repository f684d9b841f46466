import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { requireFile } from '../domain/candidate-records.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

/** What the download and the viewer need of a CV: where it is stored and how to send it. */
export interface ReadableCandidateFile {
  storageKey: string;
  name: string;
  format: string;
  mime: string;
}

/** A CV of the company's candidates by id, for a colleague who may see candidates; 404 FILE_NOT_FOUND otherwise. */
export class GetCandidateFileQuery extends Query<ReadableCandidateFile> {
  constructor(
    readonly access: RecruitingAccess,
    readonly fileId: string,
  ) {
    super();
  }
}

@QueryHandler(GetCandidateFileQuery)
export class GetCandidateFileHandler implements IQueryHandler<GetCandidateFileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, fileId }: GetCandidateFileQuery): Promise<ReadableCandidateFile> {
    checkRecruitingAccess(access, 'view');
    const { companyId } = access;
    const file = await requireFile(this.em.fork(), companyId, fileId);
    return { storageKey: file.storageKey, name: file.name, format: file.format, mime: file.mime };
  }
}
