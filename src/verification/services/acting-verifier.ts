import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import type { Verifier } from '../domain/verification-case.js';

/** How history and comments name a verifier: the profile's name, or the e-mail. */
export async function actingVerifier(queries: QueryBus, userId: string): Promise<Verifier> {
  const contacts = await queries.execute(new GetAccountContactsQuery([userId]));
  return { id: userId, name: contacts.get(userId)?.displayName ?? userId };
}
