import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import type { PostingSummary, PostingView } from '../read/views.js';
import { summariesOf, type SummaryRow, SUMMARY_COLUMNS } from './postings-list.js';

/** A posting as its page needs it: open (its view), gone (what it was, the employer's others), or unknown. */
export type PostingPage =
  | { kind: 'open'; posting: PostingView }
  | { kind: 'gone'; posting: PostingView; others: PostingSummary[] }
  | { kind: 'unknown' };

/** `/jobs/<vacancy id>` in a language: the careers read model's row, judged against today (Kyiv). */
export class GetPostingPageQuery extends Query<PostingPage> {
  constructor(
    readonly vacancyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetPostingPageQuery)
export class GetPostingPageHandler implements IQueryHandler<GetPostingPageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vacancyId, lang }: GetPostingPageQuery): Promise<PostingPage> {
    const today = kyivToday();
    const [row] = await this.em.execute<Array<{ state: string; valid_through: string; company_id: string; view: PostingView | null }>>(
      `select state, valid_through, company_id, views -> ? as view from careers_posting where vacancy_id = ?`,
      [lang, vacancyId],
    );
    if (!row?.view) return { kind: 'unknown' };
    if (row.state === 'open' && row.valid_through >= today) return { kind: 'open', posting: row.view };
    const others = await this.em.execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from careers_posting where company_id = ? and state = 'open' and valid_through >= ? and vacancy_id <> ? order by posted_at desc, vacancy_id limit 20`,
      [lang, row.company_id, today, vacancyId],
    );
    return { kind: 'gone', posting: row.view, others: summariesOf(others) };
  }
}
