import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { requireAccess } from '../services/access.js';
import { PolicyFile } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { policyFileView } from './read/profile-view.js';
import { type Id, storedId } from '../../shared/domain/id.js';

export interface PolicyFileDownload {
  storageKey: string;
  mime: string;
  name: string;
}

/** An HR policy file to download: members of its company only; anyone else hears 404 FILE_NOT_FOUND. */
export class GetPolicyFileQuery extends Query<PolicyFileDownload> {
  constructor(
    readonly userId: string,
    readonly fileId: Id,
  ) {
    super();
  }
}

@QueryHandler(GetPolicyFileQuery)
export class GetPolicyFileHandler implements IQueryHandler<GetPolicyFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, fileId }: GetPolicyFileQuery): Promise<PolicyFileDownload> {
    const file = await this.em.findOne(PolicyFile, { id: fileId });
    if (!file) throw ProfilingErrors.fileNotFound();
    await requireAccess(this.queries, userId, storedId(file.companyId), 'read').catch(() => {
      throw ProfilingErrors.fileNotFound();
    });
    return { storageKey: file.storageKey, mime: file.mime, name: policyFileView(file).name };
  }
}
