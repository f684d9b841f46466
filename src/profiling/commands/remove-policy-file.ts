import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { PolicyFile } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { PolicyStorage } from '../files/policy-storage.js';
import { lockProfile, requireAccess } from './access.js';
import { CompanyPolicyFileRemoved } from '../domain/profiling.events.js';

/** `del_file` with dir=policy: removes the file of that name (any case). */
export class RemovePolicyFileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly fileName: string,
  ) {
    super();
  }
}

@CommandHandler(RemovePolicyFileCommand)
export class RemovePolicyFileHandler implements ICommandHandler<RemovePolicyFileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly storage: PolicyStorage,
  ) {}

  async execute({ userId, companyId, fileName }: RemovePolicyFileCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'manageHrDocuments');
    const storageKey = await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const rows = await tx.find(PolicyFile, { companyId });
      const file = rows.find((row) => row.name.toLowerCase() === fileName.trim().toLowerCase() || row.id === fileName);
      if (!file) throw ProfilingErrors.fileNotFound();
      tx.remove(file);
      recordEvent(profile, new CompanyPolicyFileRemoved(companyId, userId, file.id, file.name));
      await tx.flush();
      return file.storageKey;
    });
    await this.storage.remove(storageKey);
  }
}
