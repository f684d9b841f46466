import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { EmployerView, PostingSummary } from '../read/views.js';
import { OPEN, SUMMARY_COLUMNS, summariesOf, type SummaryRow } from './postings-list.js';

export interface EmployerPage {
  employer: EmployerView;
  postings: PostingSummary[];
}

/** `/employers/<company id>`: a public employer and its open postings (null: nothing public of it). */
export class GetEmployerPageQuery extends Query<EmployerPage | null> {
  constructor(
    readonly companyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetEmployerPageQuery)
export class GetEmployerPageHandler implements IQueryHandler<GetEmployerPageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId, lang }: GetEmployerPageQuery): Promise<EmployerPage | null> {
    const em = this.em.fork();
    const [row] = await em.execute<Array<{ view: EmployerView | null }>>(
      `select views -> ? as view from careers_employer where company_id = ?`,
      [lang, companyId],
    );
    if (!row?.view) return null;
    const rows = await em.execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from careers_posting where company_id = ? and ${OPEN} order by posted_at desc, vacancy_id limit 200`,
      [lang, companyId, kyivToday()],
    );
    return { employer: row.view, postings: summariesOf(rows) };
  }
}
