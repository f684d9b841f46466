import type { EntityManager } from '@mikro-orm/postgresql';
import { COMPANY_STATUS } from '../../company/company.contract.js';
import { caseStatus, type Verdict } from '../domain/case-status.js';
import type { HistoryKind } from './read-model.entity.js';

/*
 * Writes of the read model shared by the projections and the verifiers' commands. Every write of a
 * row's status moves the counters in the same transaction (README "Verification (the
 * `verification` context)", "Read model by projection").
 */

/** The counter of each status tab; status 1 counts in "all" only. */
export const STATUS_COUNTER: Record<number, string | undefined> = {
  [COMPANY_STATUS.underConsideration]: 'UnderConsideration',
  [COMPANY_STATUS.rejected]: 'reject',
  [COMPANY_STATUS.verified]: 'active',
  [COMPANY_STATUS.deleted]: 'deleted',
};

export interface HistoryEntry {
  companyId: string;
  /** The event (or the verifier's action) behind the entry: unique, so a replay writes nothing. */
  eventId: string;
  kind: HistoryKind;
  actorId: string | null;
  actorName: string | null;
  at: Date;
  details?: Record<string, unknown>;
}

/** Appends one entry; false when the event already wrote its entry (a replay: do nothing else). */
export async function appendHistory(em: EntityManager, entry: HistoryEntry): Promise<boolean> {
  const rows = await em.execute<Array<{ id: string }>>(
    `insert into verification_history (company_id, event_id, kind, actor_id, actor_name, at, details)
     values (?, ?, ?, ?, ?, ?, ?::jsonb) on conflict (event_id) do nothing returning id`,
    [entry.companyId, entry.eventId, entry.kind, entry.actorId, entry.actorName, entry.at, JSON.stringify(entry.details ?? {})],
  );
  return rows.length > 0;
}

/**
 * Appends the entries of several events in one statement; answers the event ids that wrote theirs
 * (the others are replays: do nothing else for them).
 */
export async function appendHistories(em: EntityManager, entries: HistoryEntry[]): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  const rows = await em.execute<Array<{ event_id: string }>>(
    `insert into verification_history (company_id, event_id, kind, actor_id, actor_name, at, details)
     select company_id, event_id, kind, actor_id, actor_name, at, details
       from jsonb_to_recordset(?::jsonb)
         as e(company_id uuid, event_id uuid, kind text, actor_id uuid, actor_name text, at timestamptz, details jsonb)
     on conflict (event_id) do nothing returning event_id`,
    [
      JSON.stringify(
        entries.map((entry) => ({
          company_id: entry.companyId,
          event_id: entry.eventId,
          kind: entry.kind,
          actor_id: entry.actorId,
          actor_name: entry.actorName,
          at: entry.at.toISOString(),
          details: entry.details ?? {},
        })),
      ),
    ],
  );
  return new Set(rows.map((row) => row.event_id));
}

/**
 * Moves the counters for one row: `from` null means a new row (counts in "all"). Keys are written
 * in one statement in a fixed order, so two transactions never lock the counter rows crosswise.
 */
export async function moveCounters(em: EntityManager, from: number | null, to: number | null): Promise<void> {
  const delta = new Map<string, number>();
  const add = (key: string | undefined, by: number) => {
    if (key) delta.set(key, (delta.get(key) ?? 0) + by);
  };
  if (from === null && to !== null) add('all', 1);
  if (from !== null) add(STATUS_COUNTER[from], -1);
  if (to !== null) add(STATUS_COUNTER[to], 1);
  const changes = [...delta.entries()].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (changes.length === 0) return;
  await em.execute(
    `insert into verification_counter (key, value) values ${changes.map(() => '(?, ?::bigint)').join(', ')}
     on conflict (key) do update set value = verification_counter.value + excluded.value`,
    changes.flat(),
  );
}

export interface CaseRow {
  company_id: string;
  name: string;
  status_id: number;
  owner_id: string;
  assignee_id: string | null;
  assignee_name: string | null;
  version: number;
  revision: number;
  submission_id: string | null;
  data_version: number;
  company_status_id: number;
  verdict: Verdict | null;
  verdict_submission_id: string | null;
}

const CASE_COLUMNS =
  'company_id, name, status_id, owner_id, assignee_id, assignee_name, version, revision, submission_id, data_version, company_status_id, verdict, verdict_submission_id';

/** The case row, locked for the rest of the transaction (decisions and claims of one case queue up). */
export async function lockCase(em: EntityManager, companyId: string): Promise<CaseRow | null> {
  const [row] = await em.execute<CaseRow[]>(`select ${CASE_COLUMNS} from verification_company where company_id = ? for update`, [
    companyId,
  ]);
  return row ?? null;
}

/**
 * The case rows of several companies, locked for the rest of the transaction in company order, so
 * two transactions that lock several never wait on each other crosswise.
 */
export async function lockCases(em: EntityManager, companyIds: string[]): Promise<Map<string, CaseRow>> {
  const rows = await em.execute<CaseRow[]>(
    `select ${CASE_COLUMNS}
       from verification_company where company_id in (select jsonb_array_elements_text(?::jsonb)::uuid) order by company_id for update`,
    [JSON.stringify(companyIds)],
  );
  return new Map(rows.map((row) => [row.company_id, row]));
}

/**
 * Moves the case revision (docs/verification.md "Case revision") for a change that writes no other
 * column of the row (a history line alone); the writers of the row's columns move it in their own
 * statement. Answers the new revision, or null when there is no such case.
 */
export async function bumpRevision(em: EntityManager, companyId: string): Promise<number | null> {
  const [row] = await em.execute<Array<{ revision: number }>>(
    'update verification_company set revision = revision + 1 where company_id = ? returning revision',
    [companyId],
  );
  return row?.revision ?? null;
}

/**
 * The company's status as its events (or the consistency check's mend) set it, with the submission
 * they name: writes it and the case's status made of it and the case's last decision (caseStatus,
 * docs/verification.md "One status"), touches the update date and the due time, moves the version,
 * the revision and the counters. `forgetVerdict` drops the case's last decision (a mend that sends
 * the company back to a new look).
 */
export async function setCompanyStatus(
  em: EntityManager,
  row: CaseRow,
  to: number,
  at: Date,
  extra: { dueAt?: Date | null; submittedAt?: Date; submission?: { id: string; dataVersion: number }; forgetVerdict?: boolean } = {},
): Promise<void> {
  const verdict = extra.forgetVerdict ? null : row.verdict;
  const verdictSubmissionId = extra.forgetVerdict ? null : row.verdict_submission_id;
  const submissionId = extra.submission?.id ?? row.submission_id;
  const status = caseStatus({ companyStatusId: to, submissionId, verdict, verdictSubmissionId });
  await em.execute(
    `update verification_company
        set company_status_id = ?, status_id = ?, verdict = ?, verdict_submission_id = ?,
            updated_at = ?, version = version + 1, revision = revision + 1,
            due_at = ?, submitted_at = coalesce(?, submitted_at),
            submission_id = ?, data_version = coalesce(?, data_version)
      where company_id = ?`,
    [
      to,
      status,
      verdict,
      verdictSubmissionId,
      at,
      status === COMPANY_STATUS.underConsideration ? (extra.dueAt ?? null) : null,
      extra.submittedAt ?? null,
      submissionId,
      extra.submission?.dataVersion ?? null,
      row.company_id,
    ],
  );
  await moveCounters(em, row.status_id, status);
}

/**
 * The distinct three-character pieces of a lower-cased name given as an SQL expression, one row
 * (`trigram`) each. PostgreSQL counts characters, not bytes, so a Cyrillic piece is three letters.
 */
export const nameTrigramsSql = (name: string) =>
  `select distinct substr(${name}, i, 3) as trigram from generate_series(1, char_length(${name}) - 2) i`;

/**
 * Moves verification_name_trigram from one name to another (`before` null for a new case, `after`
 * null to forget one). Pieces in both names stay as they are; the rest move in one statement, in
 * trigram order, so two transactions never lock the same rows crosswise.
 */
export async function moveNameTrigrams(em: EntityManager, before: string | null, after: string | null): Promise<void> {
  const side = `select t.trigram from (select lower(?::text) as s) n cross join lateral (${nameTrigramsSql('n.s')}) t`;
  await em.execute(
    `insert into verification_name_trigram (trigram, companies)
     select trigram, sum(by)::int from (select trigram, -1 as by from (${side}) b union all select trigram, 1 from (${side}) a) d
      group by trigram having sum(by) <> 0 order by trigram
     on conflict (trigram) do update set companies = verification_name_trigram.companies + excluded.companies`,
    [before, after],
  );
}

/**
 * moveNameTrigrams for several renames at once: every piece's moves summed, then written in one
 * statement in trigram order, as one rename is.
 */
export async function moveManyNameTrigrams(
  em: EntityManager,
  renames: Array<{ before: string | null; after: string | null }>,
): Promise<void> {
  const names = renames.flatMap(({ before, after }) => [
    ...(before === null ? [] : [{ name: before, by: -1 }]),
    ...(after === null ? [] : [{ name: after, by: 1 }]),
  ]);
  if (names.length === 0) return;
  await em.execute(
    `insert into verification_name_trigram (trigram, companies)
     select trigram, sum(by)::int from (
       select t.trigram, m.by from jsonb_to_recordset(?::jsonb) as m(name text, by int)
       cross join lateral (select lower(m.name) as s) n cross join lateral (${nameTrigramsSql('n.s')}) t) d
      group by trigram having sum(by) <> 0 order by trigram
     on conflict (trigram) do update set companies = verification_name_trigram.companies + excluded.companies`,
    [JSON.stringify(names)],
  );
}
