import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ALWAYS_MAILED, type NoticeChoice, type NoticeKind } from '../notices.types.js';

/**
 * Whether this user wants this kind by e-mail and in the app: what every e-mail sender of another
 * context asks before queueing a letter the user may switch off (notices.contract.ts).
 */
export class GetNoticeChoiceQuery extends Query<NoticeChoice> {
  constructor(
    readonly userId: string,
    readonly kind: NoticeKind,
  ) {
    super();
  }
}

@QueryHandler(GetNoticeChoiceQuery)
export class GetNoticeChoiceHandler implements IQueryHandler<GetNoticeChoiceQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, kind }: GetNoticeChoiceQuery): Promise<NoticeChoice> {
    const [row] = await this.em
      .fork()
      .execute<Array<{ email: boolean; in_app: boolean }>>('select email, in_app from notice_preference where user_id = ? and kind = ?', [
        userId,
        kind,
      ]);
    return { email: ALWAYS_MAILED.includes(kind) || (row?.email ?? true), in_app: row?.in_app ?? true };
  }
}
