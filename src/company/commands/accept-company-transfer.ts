import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { ActiveCompany, Company, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyTransferred } from '../domain/company.events.js';
import { CompanyTransfer } from '../domain/transfer.entity.js';
import { inTransaction } from './company-access.js';
import { hashInviteToken } from '../domain/invitation.js';

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
      // The company row is locked first, as offer and cancel do, so the three never deadlock.
      const tokenHash = hashInviteToken(token);
      const [offered] = await tx.execute<Array<{ company_id: string }>>('select company_id from company_transfer where token_hash = ?', [tokenHash]);
      if (!offered) throw CompanyErrors.transferInvalid();
      const company = await tx.findOne(Company, { id: offered.company_id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const transfer = await tx.findOne(CompanyTransfer, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!transfer || transfer.isExpired(now)) throw CompanyErrors.transferInvalid();
      if (transfer.toUserId !== userId) throw CompanyErrors.transferForeign();
      const former = await tx.findOne(Membership, { company: transfer.company.id, role: 'owner' });
      // Only the owner gives the company away: the company was deleted or changed hands since the
      // offer, or someone else made it (an administrator, while the policy still let them), so the link is void.
      if (!company || !company.isLive() || !former || former.userId !== transfer.fromUserId) throw CompanyErrors.transferInvalid();

      const recipient = await tx.findOne(Membership, { company, userId });
      if (recipient) {
        Object.assign(recipient, { role: 'owner', rights: [], status: 'confirmed', archivedAt: null, inviteTokenHash: null, inviteExpiresAt: null });
      } else {
        tx.create(Membership, { id: randomUUID(), company, userId, role: 'owner', rights: [], status: 'confirmed', createdAt: now, invitedBy: transfer.fromUserId });
      }
      if (transfer.option === 'no_access') {
        tx.remove(former);
        await tx.nativeUpdate(ActiveCompany, { userId: former.userId, companyId: company.id }, { companyId: null });
      } else {
        former.role = 'administrator';
        former.rights = [];
        if (transfer.option === 'remove_from_list') former.archivedAt = now;
      }
      recordEvent(company, new CompanyTransferred(company.id, former.userId, userId, transfer.option));
      tx.remove(transfer);
      await tx.flush();
      return { companyId: company.id };
    });
  }
}
