import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { POLICY } from '../domain/policy.js';
import { seconds } from '../domain/sessions.repository.js';

const LIVE_SESSION_IDS = prepared(
  'identity.live_session_ids',
  `select s.id from identity_session s
    where s.id = any($1::uuid[])
      and s.expires_at > now()
      and s.last_seen_at > now() - (case when s.remember then $2::int else $3::int end) * interval '1 second'`,
);

/**
 * Which of these session ids are live now (by the rules of LIVE_SESSION), in one statement: the
 * live stream asks it for all of a replica's streams at every heartbeat.
 */
export class FindLiveSessionsQuery extends Query<string[]> {
  constructor(readonly sessionIds: readonly string[]) {
    super();
  }
}

@QueryHandler(FindLiveSessionsQuery)
export class FindLiveSessionsHandler implements IQueryHandler<FindLiveSessionsQuery> {
  constructor(private readonly sql: PreparedSql) {}

  async execute({ sessionIds }: FindLiveSessionsQuery): Promise<string[]> {
    const ids = sessionIds.filter((id) => /^[0-9a-f-]{36}$/.test(id));
    if (ids.length === 0) return [];
    const rows = await this.sql.rows<{ id: string }>(LIVE_SESSION_IDS, [
      ids,
      seconds(POLICY.session.idleMs.remember),
      seconds(POLICY.session.idleMs.normal),
    ]);
    return rows.map((row) => row.id);
  }
}
