import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { narrowBySearch } from './candidate-matches.js';

/** A candidate the header's quick search found. */
export interface CandidateHit {
  id: string;
  name: string;
  lname: string;
}

/**
 * The header's quick search over the company's candidates (name, e-mail, phone, tag, CV text; the
 * list's search, candidate-search.ts), newest first, at most `limit`. No access check: the asking
 * context has checked that the caller may see the company's candidates (viewCandidates).
 */
export class QuickSearchCandidatesQuery extends Query<CandidateHit[]> {
  constructor(
    readonly companyId: string,
    readonly value: string,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(QuickSearchCandidatesQuery)
export class QuickSearchCandidatesHandler implements IQueryHandler<QuickSearchCandidatesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId, value, limit }: QuickSearchCandidatesQuery): Promise<CandidateHit[]> {
    const connection = this.em.getConnection();
    const search = await narrowBySearch(connection, companyId, value, false);
    if (!search) return [];
    return connection.execute<CandidateHit[]>(
      `select c.id, c.name, c.lname from rc_candidate c
        where c.company_id = ? and c.erased_at is null and ${search.condition.sql}
        order by c.created_at desc, c.id desc limit ${Math.max(1, Math.min(20, Math.trunc(limit)))}`,
      [companyId, ...search.condition.params],
    );
  }
}
