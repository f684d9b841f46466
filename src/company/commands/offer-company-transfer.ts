import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { FindAccountByEmailQuery } from '../../identity/identity.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { Membership } from '../domain/company.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { CompanyTransferOffered } from '../domain/company.events.js';
import { CompanyTransfer, TRANSFER_TTL_MS, type TransferOption } from '../domain/transfer.entity.js';
import { memberLookupLimit } from '../queries/members.query.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { CompanyNotices } from './company-notices.js';
import { inTransaction, requireMember } from './company-access.js';
import { hashInviteToken } from '../domain/invitation.js';

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
