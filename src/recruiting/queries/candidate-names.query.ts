import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { parseId } from '../../shared/domain/id.js';

/** A candidate's name as a notice names them ("Name Surname"); empty once their data was erased. */
export interface CandidateName {
  companyId: string;
  name: string;
}

/**
 * Candidates' names by id (unknown ids are left out). No access check: the asking context has
 * admitted its caller (the notification centre names the candidate a mention is about).
 */
export class GetCandidateNamesQuery extends Query<Map<string, CandidateName>> {
  constructor(readonly candidateIds: readonly string[]) {
    super();
  }
}

@QueryHandler(GetCandidateNamesQuery)
export class GetCandidateNamesHandler implements IQueryHandler<GetCandidateNamesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ candidateIds }: GetCandidateNamesQuery): Promise<Map<string, CandidateName>> {
    const ids = [...new Set(candidateIds.filter((id) => parseId(id) !== null))];
    if (ids.length === 0) return new Map();
    const rows = await this.em
      .fork()
      .execute<Array<{ id: string; company_id: string; name: string; lname: string }>>(
        'select id, company_id, name, lname from rc_candidate where id in (select jsonb_array_elements_text(?::jsonb)::uuid)',
        [JSON.stringify(ids)],
      );
    return new Map(rows.map((row) => [row.id, { companyId: row.company_id, name: `${row.name} ${row.lname}`.trim() }]));
  }
}
