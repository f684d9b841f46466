import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { User } from '../domain/user.entity.js';
import { toUserData, type UserData } from './user-data.js';

/** `user_data` of one user in the caller's language (names of option items are translated). */
export class GetUserInfoQuery extends Query<UserData> {
  constructor(
    readonly userId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetUserInfoQuery)
export class GetUserInfoHandler implements IQueryHandler<GetUserInfoQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, lang }: GetUserInfoQuery): Promise<UserData> {
    const user = await this.em.findOneOrFail(User, { id: userId });
    let presence: { id: number; name: string } | null = null;
    if (user.officePresenceStatusId) {
      const lists = await this.queries.execute(new GetOptionListsQuery(['office_presence_status'], lang));
      const item = lists.office_presence_status?.find((option) => option.id === user.officePresenceStatusId);
      presence = item ? { id: item.id, name: item.name } : null;
    }
    return toUserData(user, presence);
  }
}
