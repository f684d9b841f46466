import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { countPolicyFiles, lockProfile, policyFileNameTaken } from '../domain/profile.repository.js';
import { PolicyStorage } from '../files/policy-storage.js';
import type { UploadedFile } from '../../shared/files/multipart.js';

/** `add_file` with dir=policy: an HR policy file of the Personnel management step; answers its id. */
export class AddPolicyFileCommand extends Command<string> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
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
    private readonly storage: PolicyStorage,
  ) {}

  async execute({ access, file }: AddPolicyFileCommand): Promise<string> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'manageHrDocuments');
    if (!file) throw ProfilingErrors.fileRequired();
    const checked = await this.storage.check(file);
    if (await policyFileNameTaken(this.em, companyId, checked.name)) throw ProfilingErrors.fileName(checked.name);
    const storageKey = await this.storage.keep(file);
    try {
      return await this.em.transactional(async (tx) => {
        const profile = await lockProfile(tx, companyId);
        const row = profile.addPolicyFile(userId, { ...checked, storageKey }, await countPolicyFiles(tx, companyId), new Date());
        tx.persist(row);
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
