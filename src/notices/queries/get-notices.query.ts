import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';

/** One notification as the bell lists it (web/src/shared/api/notices.ts `Notice`). */
export interface NoticeView {
  id: string;
  kind: string;
  params: Record<string, string | number | null>;
  link: string | null;
  update_date: string;
  is_read: boolean;
}

export interface NoticeList {
  list_data: NoticeView[];
  unread: number;
}

/** The caller's newest notifications and how many of all of them are unread. */
export class GetNoticesQuery extends Query<NoticeList> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}

interface Row {
  id: string;
  kind: string;
  params: Record<string, string | number | null>;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

@QueryHandler(GetNoticesQuery)
export class GetNoticesHandler implements IQueryHandler<GetNoticesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: GetNoticesQuery): Promise<NoticeList> {
    const em = this.em.fork();
    // Both read through the (user_id, created_at) index; a user's list stays small enough to count.
    const [rows, [count]] = await Promise.all([
      em.execute<Row[]>(
        'select id, kind, params, link, created_at, read_at from notice where user_id = ? order by created_at desc, id desc limit ?',
        [userId, limit],
      ),
      em.execute<Array<{ unread: number }>>('select count(*)::int as unread from notice where user_id = ? and read_at is null', [userId]),
    ]);
    return {
      list_data: rows.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        params: row.params,
        link: row.link,
        update_date: new Date(row.created_at).toISOString(),
        is_read: row.read_at !== null,
      })),
      unread: count?.unread ?? 0,
    };
  }
}
