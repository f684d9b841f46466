import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyFile } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { ExtractStorage } from '../files/extract-storage.js';
import { findMemberFile, inTransaction, requireMember } from '../domain/company.repository.js';
import { type Id, storedId } from '../../shared/domain/id.js';

/** `remove_verificationFileCompany`: by file id; the file's company decides who may. */
export class RemoveExtractFileCommand extends Command<Id> {
  constructor(
    readonly userId: string,
    readonly fileId: Id,
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
  async execute({ userId, fileId }: RemoveExtractFileCommand): Promise<Id> {
    const file = await findMemberFile(this.em, userId, fileId);
    const storageKey = await inTransaction(this.em, async (tx) => {
      const { company } = await requireMember(tx, userId, storedId(file.company.id), 'manageFiles', { lock: true });
      const record = await tx.findOne(CompanyFile, { id: fileId, company });
      if (!record) throw CompanyErrors.fileNotFound();
      company.fileRemoved(record, userId);
      tx.remove(record);
      await tx.flush();
      return record.storageKey;
    });
    await this.storage.remove(storageKey);
    return storedId(file.company.id);
  }
}
