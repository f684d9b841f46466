import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { RECRUITING_LIMITS, type CandidateSource } from '../../shared/contract/recruiting.js';
import { SEARCH_COUNT_CAP } from '../domain/candidate-search.js';
import { narrowBySearch } from './candidate-matches.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';

/** A candidate in the list. */
export interface CandidateCard {
  id: string;
  name: string;
  lname: string;
  email: string | null;
  phone: string | null;
  source: CandidateSource;
  tags: string[];
  /** Open applications. */
  open_applications: number;
  created_at: string;
}

export interface CandidateFilter {
  query?: string;
  tag?: string;
  vacancyId?: string;
  /** From 1. */
  page: number;
}

/** A page of the list; `total_capped`: more than `total` (SEARCH_COUNT_CAP) candidates match the query. */
export interface CandidatePage {
  candidates: CandidateCard[];
  total: number;
  total_capped: boolean;
}

/**
 * `get_candidates`: the company's candidates, newest first, a page at a time; narrowed to a tag, to
 * those who applied to a vacancy, and to a text (name, e-mail, phone, tag or CV text).
 */
export class GetCandidatesQuery extends Query<CandidatePage> {
  constructor(
    readonly access: RecruitingAccess,
    readonly filter: CandidateFilter,
  ) {
    super();
  }
}

@QueryHandler(GetCandidatesQuery)
export class GetCandidatesHandler implements IQueryHandler<GetCandidatesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, filter }: GetCandidatesQuery): Promise<CandidatePage> {
    checkRecruitingAccess(access, 'view');
    // An erased candidate names no one: nothing to list.
    const where = ['c.company_id = ?', 'c.erased_at is null'];
    const params: unknown[] = [access.companyId];
    if (filter.tag) {
      where.push(`c.tags @> ?::jsonb`);
      params.push(JSON.stringify([filter.tag]));
    }
    if (filter.vacancyId) {
      where.push(`exists (select 1 from rc_application a where a.candidate_id = c.id and a.vacancy_id = ?::uuid)`);
      params.push(filter.vacancyId);
    }
    const size = RECRUITING_LIMITS.pageSize;
    const connection = this.em.getConnection();
    // Name, e-mail, phone, tag and CV text, by the search's indexes (candidate-matches.ts).
    const search = filter.query ? await narrowBySearch(connection, access.companyId, filter.query, where.length > 2) : null;
    if (search) {
      where.push(search.condition.sql);
      params.push(...search.condition.params);
    }
    const [{ total }] = search?.capped
      ? [{ total: String(SEARCH_COUNT_CAP) }]
      : await connection.execute<Array<{ total: string }>>(
          `select count(*) as total from rc_candidate c where ${where.join(' and ')}`,
          params,
        );
    const rows = await connection.execute<
      Array<{
        id: string;
        name: string;
        lname: string;
        emails: string[];
        phones: string[];
        source: CandidateSource;
        tags: string[];
        open: string;
        created_at: Date;
      }>
    >(
      `select c.id, c.name, c.lname, c.emails, c.phones, c.source, c.tags, c.created_at,
              (select count(*) from rc_application a where a.candidate_id = c.id and a.status = 'open') as open
         from rc_candidate c where ${where.join(' and ')}
        order by c.created_at desc, c.id desc limit ${size} offset ${(filter.page - 1) * size}`,
      params,
    );
    return {
      total: Number(total),
      total_capped: search?.capped ?? false,
      candidates: rows.map((row) => ({
        id: row.id,
        name: row.name,
        lname: row.lname,
        email: row.emails[0] ?? null,
        phone: row.phones[0] ?? null,
        source: row.source,
        tags: row.tags,
        open_applications: Number(row.open),
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  }
}
