import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from './company.entity.js';

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
    id: p.uuid().primary().onCreate(() => randomUUID()),
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
export class CompanyTransfer extends CompanyTransferSchema.class {
  isExpired(now: Date): boolean {
    return this.expiresAt.getTime() <= now.getTime();
  }
}
CompanyTransferSchema.setClass(CompanyTransfer);

export { CompanyTransferSchema };
