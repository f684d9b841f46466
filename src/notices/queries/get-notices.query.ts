import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetVacancyNamesQuery, type VacancyRef, vacancyRefKey } from '../../profiling/profiling.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';

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
    /** The reader's language: a vacancy is named in it. */
    readonly lang: Lang,
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
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, limit, lang }: GetNoticesQuery): Promise<NoticeList> {
    const em = this.em.fork();
    // Both read through the (user_id, created_at) index; a user's list stays small enough to count.
    const [rows, [count]] = await Promise.all([
      em.execute<Row[]>(
        'select id, kind, params, link, created_at, read_at from notice where user_id = ? order by created_at desc, id desc limit ?',
        [userId, limit],
      ),
      em.execute<Array<{ unread: number }>>('select count(*)::int as unread from notice where user_id = ? and read_at is null', [userId]),
    ]);
    const vacancyNames = await this.vacancyNames(rows, lang);
    return {
      list_data: rows.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        params: withVacancyName(row.params, vacancyNames),
        link: row.link,
        update_date: new Date(row.created_at).toISOString(),
        is_read: row.read_at !== null,
      })),
      unread: count?.unread ?? 0,
    };
  }

  /**
   * A stored notice keeps the vacancy's name in its author's language, and its company and number
   * (its key there): the names are asked again in the reader's language at each read. A vacancy
   * removed since keeps the stored name.
   */
  private async vacancyNames(rows: Row[], lang: Lang): Promise<Map<string, string>> {
    const refs = rows.flatMap((row) => {
      const ref = vacancyRefOf(row.params);
      return ref ? [ref] : [];
    });
    return refs.length > 0 ? this.queries.execute(new GetVacancyNamesQuery(refs, lang)) : new Map();
  }
}

type Params = Record<string, string | number | null>;

/** The vacancy a notice names: its params carry the vacancy's name, company and number. */
function vacancyRefOf(params: Params): VacancyRef | null {
  const { vacancy, company_id: companyId, number } = params;
  if (vacancy === undefined || typeof companyId !== 'string' || typeof number !== 'number') return null;
  return { companyId, number };
}

function withVacancyName(params: Params, names: Map<string, string>): Params {
  const ref = vacancyRefOf(params);
  const name = ref ? names.get(vacancyRefKey(ref)) : undefined;
  return name ? { ...params, vacancy: name } : params;
}
