import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { VerificationErrors } from '../domain/verification.errors.js';
import { lockCase, type CaseRow } from '../read/read-model.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The case, locked for the transaction; 404 COMPANY_NOT_FOUND for ids the context never heard of. */
export async function requireCase(em: EntityManager, companyId: string): Promise<CaseRow> {
  if (!UUID.test(companyId)) throw VerificationErrors.notFound();
  const row = await lockCase(em, companyId);
  if (!row) throw VerificationErrors.notFound();
  return row;
}

/** How history and comments name a verifier: the profile's name, or the e-mail. */
export async function displayName(queries: QueryBus, userId: string): Promise<string> {
  const contacts = await queries.execute(new GetAccountContactsQuery([userId]));
  return contacts.get(userId)?.displayName ?? userId;
}
