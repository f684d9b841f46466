import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery, type OptionListName } from '../../catalogue/catalogue.contract.js';
import { IdentityErrors } from '../domain/identity.errors.js';

/** Option ids the profile refers to must exist in the catalogue's lists. */
export async function assertOptions(queries: QueryBus, wanted: Array<{ list: OptionListName; id: number; field: string }>): Promise<void> {
  if (wanted.length === 0) return;
  const names = [...new Set(wanted.map((item) => item.list))];
  const lists = await queries.execute(new GetOptionListsQuery(names, 'ru'));
  for (const item of wanted) {
    if (!lists[item.list]?.some((option) => option.id === item.id)) throw IdentityErrors.invalidOption(item.field);
  }
}

/*
 * A profile may name a phone another account confirmed: it stays unconfirmed here, and whose it is
 * gets settled only when a code sent to it is entered (ConfirmPhoneHandler). Refusing it here
 * would tell anyone which phones have accounts. Only a confirmed phone is unique (partial index).
 */
export async function flushProfile(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.phoneTaken();
    throw error;
  }
}
