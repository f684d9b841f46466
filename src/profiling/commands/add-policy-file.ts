import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { PolicyFile } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { PolicyStorage } from '../files/policy-storage.js';
import { lockProfile, requireAccess } from './access.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { MAX_POLICY_FILES } from '../domain/profile.rules.js';
import { CompanyPolicyFileAdded } from '../domain/profiling.events.js';

/** `add_file` with dir=policy: an HR policy file of the Personnel management step; answers its id. */
export class AddPolicyFileCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    /** Only what the multipart handler streamed to disk (see uploadedFile). */
    readonly file: UploadedFile | undefined,
  ) {
    super();
  }
}

@CommandHandler(AddPolicyFileCommand)
export class AddPolicyFileHandler implements ICommandHandler<AddPolicyFileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly storage: PolicyStorage,
  ) {}

  async execute({ userId, companyId, file }: AddPolicyFileCommand): Promise<string> {
    await requireAccess(this.queries, userId, companyId, 'manageHrDocuments');
    if (!file) throw ProfilingErrors.fileRequired();
    const checked = await this.storage.check(file);
    const taken = (name: string) => this.em.count(PolicyFile, { companyId, name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } });
    if ((await taken(checked.name)) > 0) throw ProfilingErrors.fileName(checked.name);
    const storageKey = await this.storage.keep(file);
    try {
      return await this.em.transactional(async (tx) => {
        const profile = await lockProfile(tx, companyId);
        if ((await tx.count(PolicyFile, { companyId })) >= MAX_POLICY_FILES) throw ProfilingErrors.tooManyFiles();
        const row = tx.create(PolicyFile, { companyId, ...checked, storageKey, uploadedBy: userId });
        recordEvent(profile, new CompanyPolicyFileAdded(companyId, userId, row.id, row.name, row.size));
        await tx.flush();
        return row.id;
      });
    } catch (error) {
      await this.storage.remove(storageKey);
      // Two uploads of one name at once: the unique index decides, the loser hears the spec's message.
      if (error instanceof UniqueConstraintViolationException) throw ProfilingErrors.fileName(checked.name);
      throw error;
    }
  }

}
