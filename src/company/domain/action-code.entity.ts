import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CodeAction } from '../company.types.js';

/**
 * A one-time SMS code confirming an owner action (archive, restore, delete, transfer) of one user on one
 * company (spec §4). Only the argon2 hash is kept; its hashed text binds action, company, user and
 * phone, so a code works for nothing else (see shared/codes/one-time-code.ts).
 */
const CompanyActionCodeSchema = defineEntity({
  name: 'CompanyActionCode',
  tableName: 'company_action_code',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    userId: p.uuid(),
    action: p.string().length(10).$type<CodeAction>(),
    phone: p.string().length(10),
    codeHash: p.string().length(255),
    attempts: p.integer().default(0),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'company_action_code_lookup', properties: ['userId', 'companyId', 'action'] }],
});
export class CompanyActionCode extends CompanyActionCodeSchema.class {}
CompanyActionCodeSchema.setClass(CompanyActionCode);

/** What the code's hash and cooldown are bound to: the action on this company by this user. */
export function actionCodePurpose(action: CodeAction, companyId: string, userId: string): string {
  return `company-${action}.${companyId}.${userId}`;
}

export { CompanyActionCodeSchema };
