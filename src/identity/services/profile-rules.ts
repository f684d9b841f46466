import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery, type OptionListName } from '../../catalogue/catalogue.contract.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { User } from '../domain/user.entity.js';

/** Option ids the profile refers to must exist in the catalogue's lists. */
export async function assertOptions(queries: QueryBus, wanted: Array<{ list: OptionListName; id: number; field: string }>): Promise<void> {
  if (wanted.length === 0) return;
  const names = [...new Set(wanted.map((item) => item.list))];
  const lists = await queries.execute(new GetOptionListsQuery(names, 'ru'));
  for (const item of wanted) {
    if (!lists[item.list]?.some((option) => option.id === item.id)) throw IdentityErrors.invalidOption(item.field);
  }
}

export async function assertPhoneFree(em: EntityManager, userId: string, phone: string): Promise<void> {
  const taken = await em.count(User, { phone, phoneConfirmedAt: { $ne: null }, id: { $ne: userId } });
  if (taken > 0) throw IdentityErrors.phoneTaken();
}

export async function flushProfile(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.phoneTaken();
    throw error;
  }
}
