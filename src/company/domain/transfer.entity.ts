import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { Company, Membership } from './company.entity.js';
import { CompanyErrors } from './company.errors.js';
import { CompanyTransferCancelled, CompanyTransferOffered, CompanyTransferred } from './company.events.js';

/**
 * What the former owner keeps once the recipient accepts:
 * - `full_rights`: every owner right passes to the recipient; the former owner stays a member as
 *   administrator (everything but delete and transfer), the company stays in My Companies.
 * - `no_access`: the former owner's membership ends; the company is gone from all their tabs and
 *   their active-company choice is cleared.
 * - `remove_from_list`: the former owner stays administrator, but the company moves to their
 *   Archive tab (restorable like any archived company).
 */
export const TRANSFER_OPTIONS = ['full_rights', 'no_access', 'remove_from_list'] as const;
export type TransferOption = (typeof TRANSFER_OPTIONS)[number];

/** A transfer link lives a week, like a membership invitation. */
export const TRANSFER_TTL_MS = 7 * 24 * 3600_000;

/**
 * A pending offer of a company to another registered user. One per company (unique company id);
 * the row disappears when it is accepted or cancelled, and an expired one is replaced by a new
 * offer. Only the SHA-256 of the link's token is kept.
 */
const CompanyTransferSchema = defineEntity({
  name: 'CompanyTransfer',
  tableName: 'company_transfer',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    company: p.manyToOne(Company).deleteRule('cascade').unique('company_transfer_company_unique'),
    fromUserId: p.uuid().index(),
    /** Identity's user id of the recipient (no foreign key: contexts keep to their own tables). */
    toUserId: p.uuid(),
    toEmail: p.string().length(255),
    option: p.string().length(20).$type<TransferOption>(),
    tokenHash: p.string().length(64).unique('company_transfer_token_unique'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
/**
 * The transfer's rules: the owner offers (confirmed by an SMS code, checked by the caller), may
 * cancel until the recipient accepts by the link, and the acceptance swaps the owner. The events
 * are recorded on the Company, the aggregate's root, so they keep the company's outbox order.
 */
export class CompanyTransfer extends CompanyTransferSchema.class {
  isExpired(now: Date): boolean {
    return this.expiresAt.getTime() <= now.getTime();
  }

  /** The company goes to someone else: offering it to oneself is 400 TRANSFER_SELF. */
  static assertRecipient(ownerId: string, toUserId: string): void {
    if (toUserId === ownerId) throw CompanyErrors.transferSelf();
  }

  /**
   * One live offer at a time: the owner's own unexpired offer is 409 TRANSFER_PENDING. An offer an
   * administrator made while they still could is void (acceptance refuses it), as is an expired
   * one: both make room.
   */
  static assertRoomFor(pending: CompanyTransfer | null, ownerId: string, now: Date): void {
    if (pending && !pending.isExpired(now) && pending.fromUserId === ownerId) throw CompanyErrors.transferPending();
  }

  /**
   * The owner's offer to another registered user, valid a week (TRANSFER_TTL_MS); records
   * CompanyTransferOffered. The caller removes a void `pending` offer before saving the new one
   * (one offer per company).
   */
  static offer(
    company: Company,
    offer: { fromUserId: string; toUserId: string; toEmail: string; option: TransferOption; tokenHash: string },
    pending: CompanyTransfer | null,
    now: Date,
  ): CompanyTransfer {
    CompanyTransfer.assertRecipient(offer.fromUserId, offer.toUserId);
    CompanyTransfer.assertRoomFor(pending, offer.fromUserId, now);
    const transfer = Object.assign(new CompanyTransfer(), {
      id: randomUUID(),
      company,
      ...offer,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TRANSFER_TTL_MS),
    });
    recordEvent(company, new CompanyTransferOffered(company.id, offer.fromUserId, offer.toUserId, offer.option));
    return transfer;
  }

  /** The owner withdraws the pending offer (404 TRANSFER_NOT_FOUND without one); answers it, to be removed. */
  static cancel(company: Company, pending: CompanyTransfer | null, byUserId: string): CompanyTransfer {
    if (!pending) throw CompanyErrors.noPendingTransfer();
    recordEvent(company, new CompanyTransferCancelled(company.id, byUserId, pending.toUserId));
    return pending;
  }

  /** The offer a link names, still open: an unknown, expired, used or cancelled link is one answer (404 TRANSFER_INVALID). */
  static open(transfer: CompanyTransfer | null | undefined, now: Date): CompanyTransfer {
    if (!transfer || transfer.isExpired(now)) throw CompanyErrors.transferInvalid();
    return transfer;
  }

  /**
   * `userId` accepts: only the recipient (403 TRANSFER_FOREIGN), and only while the offer's maker
   * still owns the live company: deleted since, changed hands, or made by someone other than the
   * owner (an administrator, while the policy still let them), the link is void (404
   * TRANSFER_INVALID). The recipient becomes the owner (`recipient`: their membership, if they had
   * one); the former owner keeps what `option` says. Records CompanyTransferred. Answers the
   * membership to add and the one that ends (with the former owner's active choice), if any; the
   * caller removes the offer.
   */
  accept(
    company: Company | null,
    owner: Membership | null,
    recipient: Membership | null,
    userId: string,
    now: Date,
  ): { company: Company; joined: Membership | null; leaving: Membership | null } {
    if (this.toUserId !== userId) throw CompanyErrors.transferForeign();
    if (!company?.isLive() || !owner || owner.userId !== this.fromUserId) throw CompanyErrors.transferInvalid();
    let joined: Membership | null = null;
    if (recipient) {
      Object.assign(recipient, {
        role: 'owner',
        rights: [],
        status: 'confirmed',
        archivedAt: null,
        inviteTokenHash: null,
        inviteExpiresAt: null,
      });
    } else {
      joined = Object.assign(new Membership(), {
        id: randomUUID(),
        company,
        userId,
        role: 'owner' as const,
        rights: [],
        status: 'confirmed' as const,
        createdAt: now,
        invitedBy: this.fromUserId,
      });
    }
    let leaving: Membership | null = null;
    if (this.option === 'no_access') {
      leaving = owner;
    } else {
      owner.role = 'administrator';
      owner.rights = [];
      if (this.option === 'remove_from_list') owner.archivedAt = now;
    }
    recordEvent(company, new CompanyTransferred(company.id, owner.userId, userId, this.option));
    return { company, joined, leaving };
  }
}
CompanyTransferSchema.setClass(CompanyTransfer);

export { CompanyTransferSchema };
