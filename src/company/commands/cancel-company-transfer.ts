import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyTransferCancelled } from '../domain/company.events.js';
import { CompanyTransfer } from '../domain/transfer.entity.js';
import { inTransaction, requireMember } from './company-access.js';

export class CancelCompanyTransferCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly companyId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelCompanyTransferCommand)
export class CancelCompanyTransferHandler implements ICommandHandler<CancelCompanyTransferCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, companyId }: CancelCompanyTransferCommand): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const { company } = await requireMember(tx, ownerId, companyId, 'transfer', { lock: true });
      const pending = await tx.findOne(CompanyTransfer, { company });
      if (!pending) throw CompanyErrors.noPendingTransfer();
      recordEvent(company, new CompanyTransferCancelled(company.id, ownerId, pending.toUserId));
      tx.remove(pending);
      await tx.flush();
    });
  }
}
