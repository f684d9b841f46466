import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { IdentityErrors } from './identity.errors.js';
import { User } from './user.entity.js';

/** The account as the profile use cases load and save it. */
@Injectable()
export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  account(userId: string): Promise<User> {
    return this.em.findOneOrFail(User, { id: userId });
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
