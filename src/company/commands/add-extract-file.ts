import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { CompanyFile } from '../domain/company.entity.js';
import { ExtractStorage } from '../files/extract-storage.js';
import { inTransaction, requireMember } from '../domain/company.repository.js';
import type { Id } from '../../shared/domain/id.js';

/** `add_verificationFileCompany`: a register extract (type `edr`) for the company. Answers the file id. */
export class AddExtractFileCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
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
