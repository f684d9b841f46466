import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clearActiveChoice, findMembership, inTransaction, lockTransferByToken } from '../domain/company.repository.js';
import { hashInviteToken } from '../domain/invitation.js';
import { CompanyTransfer } from '../domain/transfer.entity.js';

/** `acceptCompanyTransfer`: the recipient, signed in, accepts by the e-mailed link (rules: CompanyTransfer.accept). */
export class AcceptCompanyTransferCommand extends Command<{ companyId: string }> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}

@CommandHandler(AcceptCompanyTransferCommand)
export class AcceptCompanyTransferHandler implements ICommandHandler<AcceptCompanyTransferCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, token }: AcceptCompanyTransferCommand): Promise<{ companyId: string }> {
    const now = new Date();
    return inTransaction(this.em, async (tx) => {
      const found = await lockTransferByToken(tx, hashInviteToken(token));
      const transfer = CompanyTransfer.open(found?.transfer, now);
      const recipient = found?.company ? await findMembership(tx, found.company, userId) : null;
      const { company, joined, leaving } = transfer.accept(found?.company ?? null, found?.owner ?? null, recipient, userId, now);
      if (joined) tx.persist(joined);
      if (leaving) {
        tx.remove(leaving);
        await clearActiveChoice(tx, leaving.userId, company.id);
      }
      tx.remove(transfer);
      await tx.flush();
      return { companyId: company.id };
    });
  }
}
