import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inTransaction, pendingTransfer, requireMember } from '../domain/company.repository.js';
import { CompanyTransfer } from '../domain/transfer.entity.js';
import type { Id } from '../../shared/domain/id.js';

/** `cancelCompanyTransfer`: the owner withdraws the pending offer (rules: CompanyTransfer.cancel). */
export class CancelCompanyTransferCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly companyId: Id,
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
      tx.remove(CompanyTransfer.cancel(company, await pendingTransfer(tx, company), ownerId));
      await tx.flush();
    });
  }
}
