import type { QueryBus } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { GetUserInfoQuery } from '../queries/get-user-info.js';
import type { UserData, UserInfoRow } from '../queries/user-data.js';

/**
 * The `{ user_data }` answer most account calls end with, in the caller's language; from `row` when
 * the call has just read the user's row itself.
 */
export async function userDataReply(
  queries: QueryBus,
  userId: string,
  lang: Lang,
  sessionId: string | null = null,
  row: UserInfoRow | null = null,
): Promise<{ user_data: UserData }> {
  return { user_data: await queries.execute(new GetUserInfoQuery(userId, lang, sessionId, row)) };
}
