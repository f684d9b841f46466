import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { FindAccountByEmailQuery } from '../../identity/identity.contract.js';
import type { CodeFailureReason } from '../../shared/codes/one-time-code.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { actionCodePurpose } from '../domain/action-code.entity.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { checkActionCode, inTransaction, pendingTransfer, requireMember } from '../domain/company.repository.js';
import { CompanyTransfer, type TransferOption } from '../domain/transfer.entity.js';
import { memberLookupLimit } from '../queries/members.query.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { actionCodeFailure } from '../services/action-code-failure.js';
import { CompanyNotices } from '../services/company-notices.js';
import { hashInviteToken } from '../domain/invitation.js';
import type { Id } from '../../shared/domain/id.js';

/*
 * Transfer of a company to another registered user: the owner offers, confirmed by
 * the SMS code of sendActionCode (action `transfer`), as deleting is, because a `no_access` offer
 * ends the owner's own access; the recipient accepts by the e-mailed link while signed in, the owner
 * may cancel until then. What the former owner keeps is the offer's option (see domain/transfer.entity.ts).
 */

export class OfferCompanyTransferCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly companyId: Id,
    readonly email: string,
    readonly option: TransferOption,
    readonly confirmCode: string,
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

  async execute({ ownerId, companyId, email, option, confirmCode }: OfferCompanyTransferCommand): Promise<void> {
    await requireMember(this.em, ownerId, companyId, 'transfer');
    // An e-mail lookup like searchUser's: the same hourly allowance keeps address lists untested.
    await this.limits.take(memberLookupLimit(ownerId));
    const card = await this.queries.execute(new FindAccountByEmailQuery(email));
    if (!card) throw CompanyErrors.userNotFound();
    CompanyTransfer.assertRecipient(ownerId, card.id);

    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    let outcome: { ok: false; reason: CodeFailureReason; phone: string | null } | { ok: true; letter: StagedNotification };
    try {
      outcome = await inTransaction(this.em, async (tx) => {
        const { company } = await requireMember(tx, ownerId, companyId, 'transfer', { lock: true });
        const pending = await pendingTransfer(tx, company);
        CompanyTransfer.assertRoomFor(pending, ownerId, now);
        // Checked last, so a refusal above keeps the code for the corrected request.
        const check = await checkActionCode(tx, { userId: ownerId, companyId, action: 'transfer', code: confirmCode });
        if (!check.ok) return check; // committed: a wrong code costs its attempt
        if (pending) {
          tx.remove(pending);
          await tx.flush(); // the void offer leaves before the new one takes its unique slot
        }
        const transfer = CompanyTransfer.offer(
          company,
          { fromUserId: ownerId, toUserId: card.id, toEmail: card.email, option, tokenHash: hashInviteToken(token) },
          pending,
          now,
        );
        tx.persist(transfer);
        const letter = this.notices.transferOfferEmail(tx, {
          transferId: transfer.id,
          token,
          expiresAt: transfer.expiresAt,
          to: card.email,
          lang: card.lang,
          company: company.name,
        });
        await tx.flush();
        return { ok: true, letter };
      });
    } catch (error) {
      // Two offers of one company at once: the loser sees the winner's.
      if (error instanceof UniqueConstraintViolationException) throw CompanyErrors.transferPending();
      throw error;
    }
    if (!outcome.ok)
      throw await actionCodeFailure(this.limits, outcome.reason, actionCodePurpose('transfer', companyId, ownerId), outcome.phone, ownerId);
    await this.notices.dispatch(outcome.letter);
  }
}
