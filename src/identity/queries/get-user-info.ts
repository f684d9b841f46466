import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { GetActiveCompanyQuery } from '../../company/company.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { toUserData, type UserData, type UserInfoRow } from './user-data.js';

/** `user_data` of one user in the caller's language (names of option items are translated). */
export class GetUserInfoQuery extends Query<UserData> {
  constructor(
    readonly userId: string,
    readonly lang: Lang,
    /** The caller's session, for its active company (`user_data.company`). */
    readonly sessionId: string | null = null,
    /** The user's row as this same request just read or wrote it (login), so it is not read again. */
    readonly row: UserInfoRow | null = null,
  ) {
    super();
  }
}

/** The columns of identity_user that `user_data` is made of (UserInfoRow). */
export const USER_INFO_COLUMNS = `id, email, email_confirmed_at is not null as email_confirmed, lname, name, sname,
          birth_date, gender_id, phone, phone_confirmed_at is not null as phone_confirmed,
          profile_created_at is not null as profile_created, other_emails, other_phones, socials,
          role, office_presence_status_id, avatar_key, step, lang`;

export const USER_INFO = prepared('identity.user_info', `select ${USER_INFO_COLUMNS} from identity_user where id = $1`);

/** One prepared statement: the hot read of every screen skips the ORM (queries skip the domain: docs/architecture.md, "One request, end to end"). */
@QueryHandler(GetUserInfoQuery)
export class GetUserInfoHandler implements IQueryHandler<GetUserInfoQuery> {
  constructor(
    private readonly sql: PreparedSql,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, lang, sessionId, row }: GetUserInfoQuery): Promise<UserData> {
    const [user] = row ? [row] : await this.sql.rows<UserInfoRow>(USER_INFO, [userId]);
    if (!user) throw DomainError.notFound();
    let presence: { id: number; name: string } | null = null;
    if (user.office_presence_status_id) {
      const lists = await this.queries.execute(new GetOptionListsQuery(['office_presence_status'], lang));
      const item = lists.office_presence_status?.find((option) => option.id === user.office_presence_status_id);
      presence = item ? { id: item.id, name: item.name } : null;
    }
    const company = await this.queries.execute(new GetActiveCompanyQuery(userId, sessionId, lang));
    return { ...toUserData(user, presence), company };
  }
}
