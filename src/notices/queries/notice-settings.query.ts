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
    const rows = await this.em
      .fork()
      .execute<Array<{ kind: string; email: boolean; in_app: boolean }>>(
        'select kind, email, in_app from notice_preference where user_id = ?',
        [userId],
      );
    const chosen = new Map(rows.map((row) => [row.kind, row]));
    return NOTICE_KINDS.map((kind) => {
      const fixed = ALWAYS_MAILED.includes(kind);
      const row = chosen.get(kind);
      return { kind, email: fixed || (row?.email ?? true), in_app: row?.in_app ?? true, email_fixed: fixed };
    });
  }
}
