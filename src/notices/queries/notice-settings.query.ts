import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ALWAYS_MAILED, NOTICE_KINDS, type NoticeChoice, type NoticeKind } from '../notices.types.js';

/** One kind as settings → Notifications shows it. `email_fixed`: the letter carries a link only it can give. */
export interface NoticeSettingView extends NoticeChoice {
  kind: NoticeKind;
  email_fixed: boolean;
}

/** Every kind with the caller's choice (both channels where nothing was chosen). */
export class GetNoticeSettingsQuery extends Query<NoticeSettingView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetNoticeSettingsQuery)
export class GetNoticeSettingsHandler implements IQueryHandler<GetNoticeSettingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetNoticeSettingsQuery): Promise<NoticeSettingView[]> {
    const rows = await this.em.fork().execute<Array<{ kind: string; email: boolean; in_app: boolean }>>('select kind, email, in_app from notice_preference where user_id = ?', [userId]);
    const chosen = new Map(rows.map((row) => [row.kind, row]));
    return NOTICE_KINDS.map((kind) => {
      const fixed = ALWAYS_MAILED.includes(kind);
      const row = chosen.get(kind);
      return { kind, email: fixed || (row?.email ?? true), in_app: row?.in_app ?? true, email_fixed: fixed };
    });
  }
}

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
    const [row] = await this.em.fork().execute<Array<{ email: boolean; in_app: boolean }>>('select email, in_app from notice_preference where user_id = ? and kind = ?', [userId, kind]);
    return { email: ALWAYS_MAILED.includes(kind) || (row?.email ?? true), in_app: row?.in_app ?? true };
  }
}
