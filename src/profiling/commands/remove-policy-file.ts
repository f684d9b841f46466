import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { lockProfile, policyFiles } from '../domain/profile.repository.js';
import { PolicyStorage } from '../files/policy-storage.js';

/** `del_file` with dir=policy: removes the file of that name (any case). */
export class RemovePolicyFileCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly fileName: string,
  ) {
    super();
  }
}

@CommandHandler(RemovePolicyFileCommand)
export class RemovePolicyFileHandler implements ICommandHandler<RemovePolicyFileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: PolicyStorage,
  ) {}

  async execute({ access, fileName }: RemovePolicyFileCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'manageHrDocuments');
    const storageKey = await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const file = profile.removePolicyFile(userId, await policyFiles(tx, companyId), fileName);
      tx.remove(file);
      await tx.flush();
      return file.storageKey;
    });
    await this.storage.remove(storageKey);
  }
}
