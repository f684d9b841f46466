import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery, type OptionListName } from '../../catalogue/catalogue.contract.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { User } from '../domain/user.entity.js';

/** What the profile use cases share: the account, the catalogue's option ids, the save. */
@Injectable()
export class ProfileRules {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  account(userId: string): Promise<User> {
    return this.em.findOneOrFail(User, { id: userId });
  }

  /** Option ids the profile refers to must exist in the catalogue's lists. */
  async assertOptions(wanted: Array<{ list: OptionListName; id: number; field: string }>): Promise<void> {
    if (wanted.length === 0) return;
    const names = [...new Set(wanted.map((item) => item.list))];
    const lists = await this.queries.execute(new GetOptionListsQuery(names, 'ru'));
    for (const item of wanted) {
      if (!lists[item.list]?.some((option) => option.id === item.id)) throw IdentityErrors.invalidOption(item.field);
    }
  }

  /*
   * No check that the phone is free: a profile may name a phone another account confirmed. It stays
   * unconfirmed here, and whose it is gets settled only when a code sent to it is entered
   * (ConfirmPhoneHandler); refusing it here would tell anyone which phones have accounts. Only a
   * confirmed phone is unique (partial index).
   */

  /** Saves; a phone confirmed by someone else meanwhile (the unique index) answers PHONE_TAKEN. */
  async save(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.phoneTaken();
      throw error;
    }
  }
}
