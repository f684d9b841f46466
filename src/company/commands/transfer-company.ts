import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { FindAccountByEmailQuery } from '../../identity/identity.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { can } from '../domain/company-policy.js';
import { ActiveCompany, Company, Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyTransferCancelled, CompanyTransferOffered, CompanyTransferred } from '../domain/company.events.js';
import { CompanyTransfer, TRANSFER_TTL_MS, type TransferOption } from '../domain/transfer.entity.js';
import { memberLookupLimit } from '../queries/members.query.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { CompanyNotices } from '../services/company-notices.js';
import { inTransaction, requireMember } from './company-access.js';
import { hashInviteToken } from './invite-members.js';

/*
 * Transfer of a company to another registered user (spec 001 §6): the owner offers, the recipient
 * accepts by the e-mailed link while signed in, the owner may cancel until then. What the former
 * owner keeps is the offer's option (see domain/transfer.entity.ts).
 */

export class OfferCompanyTransferCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly companyId: string,
    readonly email: string,
    readonly option: TransferOption,
  ) {
    super();
  }
}

@CommandHandler(OfferCompanyTransferCommand)
export class OfferCompanyTransferHandler implements ICommandHandler<OfferCompanyTransferCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notices: CompanyNotices,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ ownerId, companyId, email, option }: OfferCompanyTransferCommand): Promise<void> {
    await requireMember(this.em, ownerId, companyId, 'transfer');
    // An e-mail lookup like searchUser's: the same hourly allowance keeps address lists untested.
    await this.limits.take(memberLookupLimit(ownerId));
    const card = await this.queries.execute(new FindAccountByEmailQuery(email));
    if (!card) throw CompanyErrors.userNotFound();
    if (card.id === ownerId) throw CompanyErrors.transferSelf();
    // An administrator offers too (spec 001 §6); the company cannot go to the one who already owns it.
    if ((await this.em.count(Membership, { company: companyId, userId: card.id, role: 'owner' })) > 0) throw CompanyErrors.transferSelf();

    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    let letter: StagedNotification;
    try {
      letter = await inTransaction(this.em, async (tx) => {
        const { company } = await requireMember(tx, ownerId, companyId, 'transfer', { lock: true });
        const pending = await tx.findOne(CompanyTransfer, { company });
        if (pending && !pending.isExpired(now)) throw CompanyErrors.transferPending();
        if (pending) {
          tx.remove(pending);
          await tx.flush(); // the expired offer leaves before the new one takes its unique slot
        }
        const transfer = tx.create(CompanyTransfer, {
          id: randomUUID(),
          company,
          fromUserId: ownerId,
          toUserId: card.id,
          toEmail: card.email,
          option,
          tokenHash: hashInviteToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + TRANSFER_TTL_MS),
        });
        recordEvent(company, new CompanyTransferOffered(company.id, ownerId, card.id, option));
        const offer = this.notices.transferOfferEmail(tx, { transferId: transfer.id, token, expiresAt: transfer.expiresAt, to: card.email, lang: card.lang, company: company.name });
        await tx.flush();
        return offer;
      });
    } catch (error) {
      // Two offers of one company at once: the loser sees the winner's.
      if (error instanceof UniqueConstraintViolationException) throw CompanyErrors.transferPending();
      throw error;
    }
    await this.notices.dispatch(letter);
  }
}

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
      // The offer may come from the owner or an administrator; it is the owner who hands over.
      const former = await tx.findOne(Membership, { company: transfer.company.id, role: 'owner' });
      const offerer = await tx.findOne(Membership, { company: transfer.company.id, userId: transfer.fromUserId, status: 'confirmed' });
      // The company was deleted or changed hands, or the offerer lost the right since the offer: the link is void.
      if (!company || !company.isLive() || !former || !offerer || !can(offerer, 'transfer')) throw CompanyErrors.transferInvalid();

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
