import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { User } from '../domain/user.entity.js';

/** What the invitation page tells its reader about the invited account. */
export interface InviteeAccount {
  email: string;
  /** False for an account made for the invitation: its person chooses the password on that page. */
  hasPassword: boolean;
}

/** The invited account by id (the inviting context keeps only the id), or null. */
export class GetInviteeAccountQuery extends Query<InviteeAccount | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetInviteeAccountQuery)
export class GetInviteeAccountHandler implements IQueryHandler<GetInviteeAccountQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetInviteeAccountQuery): Promise<InviteeAccount | null> {
    const user = await this.em.fork({ keepTransactionContext: true }).findOne(User, { id: userId });
    return user ? { email: user.email, hasPassword: user.hasPassword() } : null;
  }
}
