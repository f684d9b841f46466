import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseId } from '../../shared/domain/id.js';
import { CandidateFile } from './candidate-file.entity.js';
import { CV_VECTOR_SQL } from './candidate-search.js';
import { mentionJobId } from './note.entity.js';
import { Candidate } from './candidate.entity.js';
import { RecruitingErrors } from './recruiting.errors.js';
import { CandidateFileErrors, ErasureErrors, TaskErrors } from './recruiting-records.errors.js';
import { RecruitingSettings, SETTINGS_DEFAULTS, type SettingsValues } from './recruiting-settings.entity.js';
import { Task } from './task.entity.js';

/*
 * Loading and saving what notes, tasks, files, settings and personal data need (the candidate
 * aggregate's own persistence is candidate.repository.ts). Every id is looked up within the
 * caller's company: an id of another company is "not found".
 */

/** A live (not erased) candidate of the company, optionally locked for the transaction. 404 otherwise. */
export async function requireCandidate(em: EntityManager, companyId: string, candidateId: string, lock = false): Promise<Candidate> {
  if (parseId(candidateId) === null) throw RecruitingErrors.candidateNotFound();
  const candidate = await em.findOne(Candidate, { id: candidateId, companyId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!candidate) throw RecruitingErrors.candidateNotFound();
  if (candidate.erasedAt) throw ErasureErrors.erased();
  return candidate;
}

export async function requireTask(em: EntityManager, companyId: string, taskId: string): Promise<Task> {
  if (parseId(taskId) === null) throw TaskErrors.notFound();
  const task = await em.findOne(Task, { id: taskId, companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!task) throw TaskErrors.notFound();
  return task;
}

export async function requireFile(em: EntityManager, companyId: string, fileId: string): Promise<CandidateFile> {
  if (parseId(fileId) === null) throw CandidateFileErrors.notFound();
  const file = await em.findOne(CandidateFile, { id: fileId, companyId });
  if (!file) throw CandidateFileErrors.notFound();
  return file;
}

export async function countFiles(em: EntityManager, candidateId: string): Promise<number> {
  return em.count(CandidateFile, { candidateId });
}

/** The company's settings, the defaults where it set none. */
export async function settingsOf(em: EntityManager, companyId: string): Promise<SettingsValues> {
  const row = await em.findOne(RecruitingSettings, { companyId });
  return row ? { staleDays: row.staleDays, retentionMonths: row.retentionMonths, timeZone: row.timeZone } : { ...SETTINGS_DEFAULTS };
}

/** The company's settings row, made with the defaults on first use and locked for the transaction. */
export async function lockSettings(em: EntityManager, companyId: string, now: Date): Promise<RecruitingSettings> {
  await em.execute(
    `insert into rc_settings (company_id, stale_days, retention_months, updated_by, updated_at) values (?, ?, ?, null, ?)
     on conflict (company_id) do nothing`,
    [companyId, SETTINGS_DEFAULTS.staleDays, SETTINGS_DEFAULTS.retentionMonths, now],
  );
  return em.findOneOrFail(RecruitingSettings, { companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The worker's result for a file: its text (maybe empty: a scan) or that it could not be read. Nothing when the file is gone. */
export async function saveCvText(em: EntityManager, fileId: string, text: string | null, state: 'ready' | 'failed'): Promise<void> {
  await em.execute(`update rc_candidate_file set text = ?, text_vector = ${CV_VECTOR_SQL('?::text')}, text_state = ? where id = ?`, [
    text,
    text,
    state,
    fileId,
  ]);
}

/**
 * Removes or redacts, in the caller's transaction, what the company keeps about a candidate beside
 * the candidate's row: notes and files' rows go, contacts go (a new entry is no duplicate of no
 * one), and task titles and letters keep their place with the names replaced (`redactText`). Answers
 * the storage keys of the files (removed from storage after the commit), the letters' ids and the
 * jobs of the notes' mention e-mails (withdrawn: both name the candidate) and what was done.
 */
export async function eraseRecords(
  em: EntityManager,
  candidate: Candidate,
  redactText: (text: string) => string,
): Promise<{ storageKeys: string[]; letterIds: string[]; mentionJobIds: string[]; removed: Record<string, number> }> {
  const files = await em.execute<Array<{ storage_key: string }>>(
    'delete from rc_candidate_file where candidate_id = ? returning storage_key',
    [candidate.id],
  );
  const notes = await em.execute<Array<{ id: string; mentions: string[] }>>(
    'delete from rc_note where candidate_id = ? returning id, mentions',
    [candidate.id],
  );
  const contacts = await em.execute<Array<{ value: string }>>('delete from rc_candidate_contact where candidate_id = ? returning value', [
    candidate.id,
  ]);
  const tasks = await em.execute<Array<{ id: string; title: string }>>('select id, title from rc_task where candidate_id = ?', [
    candidate.id,
  ]);
  for (const task of tasks) {
    const title = redactText(task.title);
    if (title !== task.title) await em.execute('update rc_task set title = ? where id = ?', [title, task.id]);
  }
  // Interviews stay (the colleagues' diary), their titles without the candidate's names, and no
  // invitation goes to the candidate any more.
  const meetings = await em.execute<Array<{ id: string; title: string }>>('select id, title from rc_meeting where candidate_id = ?', [
    candidate.id,
  ]);
  for (const meeting of meetings)
    await em.execute('update rc_meeting set title = ?, invite_candidate = false where id = ?', [redactText(meeting.title), meeting.id]);
  const letters = await em.execute<Array<{ id: string; subject: string; body: string }>>(
    'select id, subject, body from rc_rejection_letter where candidate_id = ?',
    [candidate.id],
  );
  for (const letter of letters) {
    await em.execute('update rc_rejection_letter set "to" = null, subject = ?, body = ? where id = ?', [
      redactText(letter.subject),
      redactText(letter.body),
      letter.id,
    ]);
  }
  // The careers status links: an erased candidate's link opens nothing any more.
  const links = await em.execute<Array<{ application_id: string }>>(
    'delete from rc_public_application where candidate_id = ? returning application_id',
    [candidate.id],
  );
  return {
    storageKeys: files.map((file) => file.storage_key),
    letterIds: letters.map((letter) => letter.id),
    mentionJobIds: notes.flatMap((note) => (note.mentions ?? []).map((userId) => mentionJobId(note.id, String(userId)))),
    removed: {
      files: files.length,
      notes: notes.length,
      contacts: contacts.length,
      tasks: tasks.length,
      letters: letters.length,
      status_links: links.length,
    },
  };
}

/** An open application idle since `idleSince` (its last change) with no task for that idle period yet. */
export interface StaleApplication {
  id: string;
  companyId: string;
  vacancyId: string;
  candidateId: string;
  idleSince: Date;
  staleDays: number;
}

/**
 * Open applications untouched (no move, no change: `updated_at`) for their company's `stale_days`
 * at `now`, that have no task for this idle period yet; at most `limit`, oldest first.
 */
export async function staleApplications(em: EntityManager, now: Date, limit: number): Promise<StaleApplication[]> {
  const rows = await em.execute<
    Array<{ id: string; company_id: string; vacancy_id: string; candidate_id: string; updated_at: Date; stale_days: number }>
  >(
    `select a.id, a.company_id, a.vacancy_id, a.candidate_id, a.updated_at, coalesce(s.stale_days, ?) as stale_days
       from rc_application a left join rc_settings s on s.company_id = a.company_id
      where a.status = 'open' and a.updated_at <= ?::timestamptz - make_interval(days => coalesce(s.stale_days, ?))
        and not exists (select 1 from rc_task t where t.application_id = a.id and t.idle_since = a.updated_at)
      order by a.updated_at limit ?`,
    [SETTINGS_DEFAULTS.staleDays, now, SETTINGS_DEFAULTS.staleDays, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    vacancyId: row.vacancy_id,
    candidateId: row.candidate_id,
    idleSince: new Date(row.updated_at),
    staleDays: row.stale_days,
  }));
}

/**
 * Sets every live candidate's `retain_until` to their last activity (the candidate changed, an
 * application, a move, a note, a task, a file, a letter) plus the company's `retention_months`.
 * Plain SQL, so the row's `updated_at` stays: recomputing is no activity. Answers how many changed.
 */
export async function refreshRetention(em: EntityManager): Promise<number> {
  const rows = await em.execute<Array<{ id: string }>>(
    `update rc_candidate c set retain_until = x.until
       from (
         select c.id,
                greatest(c.updated_at, a.last, m.last, n.last, t.last, f.last, l.last)
                  + make_interval(months => coalesce(s.retention_months, ?)) as until
           from rc_candidate c
           left join rc_settings s on s.company_id = c.company_id
           left join lateral (select max(updated_at) as last from rc_application where candidate_id = c.id) a on true
           left join lateral (select max(mv.at) as last from rc_application_move mv join rc_application ap on ap.id = mv.application_id where ap.candidate_id = c.id) m on true
           left join lateral (select max(created_at) as last from rc_note where candidate_id = c.id) n on true
           left join lateral (select max(greatest(created_at, done_at)) as last from rc_task where candidate_id = c.id) t on true
           left join lateral (select max(created_at) as last from rc_candidate_file where candidate_id = c.id) f on true
           left join lateral (select max(created_at) as last from rc_rejection_letter where candidate_id = c.id) l on true
          where c.erased_at is null
       ) x
      where x.id = c.id and c.retain_until is distinct from x.until
      returning c.id`,
    [SETTINGS_DEFAULTS.retentionMonths],
  );
  return rows.length;
}

/** Live candidates due within `days` (and not yet warned of that date), by company: the warnings are recorded here. */
export async function warnRetention(em: EntityManager, now: Date, days: number): Promise<Map<string, Date[]>> {
  const rows = await em.execute<Array<{ company_id: string; retain_until: Date }>>(
    `insert into rc_retention_warning (candidate_id, retain_until, company_id, warned_at)
     select c.id, c.retain_until, c.company_id, ?
       from rc_candidate c
      where c.erased_at is null and c.retain_until is not null
        and c.retain_until <= ?::timestamptz + make_interval(days => ?)
     on conflict do nothing
     returning company_id, retain_until`,
    [now, now, days],
  );
  const byCompany = new Map<string, Date[]>();
  for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), new Date(row.retain_until)]);
  return byCompany;
}

/**
 * Live candidates whose retention ran out at `now` and whose company was told at least `warnedDays`
 * before (a candidate never warned, e.g. after the company shortened its period, is warned first and
 * kept until then): the job anonymises them, at most `limit` a run.
 */
export async function expiredCandidates(
  em: EntityManager,
  now: Date,
  warnedDays: number,
  limit: number,
): Promise<Array<{ id: string; companyId: string }>> {
  const rows = await em.execute<Array<{ id: string; company_id: string }>>(
    `select c.id, c.company_id from rc_candidate c
      where c.erased_at is null and c.retain_until < ?
        and exists (select 1 from rc_retention_warning w where w.candidate_id = c.id and w.warned_at <= ?::timestamptz - make_interval(days => ?))
      order by c.retain_until limit ?`,
    [now, now, warnedDays, limit],
  );
  return rows.map((row) => ({ id: row.id, companyId: row.company_id }));
}
