import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { normalizeEmail } from '../domain/account-tokens.repository.js';
import { User } from '../domain/user.entity.js';

/*
 * What other contexts may learn about accounts they invite (the company context's administrators,
 * deputies and users). Identity owns users: the inviting context names people by e-mail and keeps
 * only the user id.
 */

export interface AccountCard {
  id: string;
  email: string;
  lname: string | null;
  name: string | null;
  sname: string | null;
  lang: Lang;
  emailConfirmed: boolean;
}

/** The account with exactly this e-mail (after trimming and lower-casing), or null. */
export class FindAccountByEmailQuery extends Query<AccountCard | null> {
  constructor(readonly email: string) {
    super();
  }
}

@QueryHandler(FindAccountByEmailQuery)
export class FindAccountByEmailHandler implements IQueryHandler<FindAccountByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindAccountByEmailQuery): Promise<AccountCard | null> {
    const user = await this.em.fork().findOne(User, { email: normalizeEmail(email) });
    if (!user) return null;
    return {
      id: user.id,
      email: user.email,
      lname: user.lname ?? null,
      name: user.name ?? null,
      sname: user.sname ?? null,
      lang: user.lang as Lang,
      emailConfirmed: user.hasConfirmedEmail(),
    };
  }
}
