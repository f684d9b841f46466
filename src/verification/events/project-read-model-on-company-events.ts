import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import {
  CompanyArchived,
  CompanyDeleted,
  CompanyEdited,
  CompanyFileAdded,
  CompanyFileRemoved,
  CompanyRegistered,
  CompanyRestored,
  CompanySubmittedForVerification,
  CompanyTransferred,
  COMPANY_STATUS,
  type CompanySnapshot,
} from '../../company/company.contract.js';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import type { BatchEventsHandler } from '../../shared/outbox/batch-events-handler.js';
import { FOLLOWED_COMPANY_EVENTS, type FollowedCompanyEvent } from './company-events.js';
import {
  appendHistories,
  appendHistory,
  bumpRevision,
  lockCase,
  lockCases,
  moveCounters,
  moveManyNameTrigrams,
  moveNameTrigrams,
  setCompanyStatus,
  type HistoryEntry,
} from '../read/read-model.js';

/** Read-model columns of the company's registration fields. */
const COLUMN: Record<keyof CompanySnapshot, string> = {
  name: 'name',
  companyBrand: 'brand',
  code: 'code',
  employees: 'employees_id',
  activity: 'activity_id',
  services: 'services',
  website: 'website',
};

/** Fields whose read-model column is not text. */
const CAST: Partial<Record<keyof CompanySnapshot, string>> = { employees: '::int', activity: '::int' };

/**
 * An edit of every field at once, for a batch of edits: a field the event's `changes` name takes its
 * `to`, any other keeps its value; the other columns move as one edit moves them.
 */
const EDIT_BATCH_SET = [
  ...(Object.keys(COLUMN) as Array<keyof CompanySnapshot>).map((field) => {
    const to = `(x.changes->'${field}'->>'to')${CAST[field] ?? ''}`;
    return `${COLUMN[field]} = case when x.changes->'${field}' is not null then ${to} else v.${COLUMN[field]} end`;
  }),
  `name_lower = case when x.changes->'name' is not null then lower(x.changes->'name'->>'to') else v.name_lower end`,
  'data_version = case when x.data_version is null then v.data_version else greatest(v.data_version, x.data_version) end',
  'updated_at = x.at',
  'revision = v.revision + 1',
].join(', ');

/**
 * Keeps the verification read model (cases, history, counters) in step with the company context's
 * events. Runs in the relay's transaction for this handler; the history entry keyed by the event id
 * is written first, so a replayed event finds it and changes nothing (besides the relay's inbox,
 * which already skips replays: this holds even when the inbox row is gone). An event about a company
 * the model has not heard of yet fails and is retried by the relay once its registration arrived.
 *
 * Edits, the one event a busy company sends many of, also come in batches (`handleBatch`): the
 * same writes for all of them in a few statements. The other events move counters, shared rows
 * that a batch would lock one after another across events, so they come one by one.
 */
@EventsHandler(...FOLLOWED_COMPANY_EVENTS)
export class ProjectReadModelOnCompanyEvents implements IEventHandler<FollowedCompanyEvent>, BatchEventsHandler<FollowedCompanyEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: FollowedCompanyEvent): Promise<void> {
    const actorId =
      event instanceof CompanyRegistered ? event.ownerId : event instanceof CompanyTransferred ? event.toUserId : event.byUserId;
    const contacts = await this.queries.execute(new GetAccountContactsQuery([actorId]));
    const at = new Date(event.occurredAt);
    const entry = (kind: HistoryEntry['kind'], details: Record<string, unknown> = {}): HistoryEntry => ({
      companyId: event.companyId,
      eventId: event.eventId,
      kind,
      actorId,
      actorName: contacts.get(actorId)?.displayName ?? null,
      at,
      details,
    });

    if (event instanceof CompanyRegistered) {
      if (!(await appendHistory(this.em, entry('registered', { data: event.data })))) return;
      await this.register(event, at);
      return;
    }

    const row = await lockCase(this.em, event.companyId);
    if (!row) throw new Error(`Company ${event.companyId} is not in the verification read model yet`);

    if (event instanceof CompanyEdited) {
      if (!(await appendHistory(this.em, entry('edited', { changes: event.changes, reverification: event.reverification })))) return;
      const fields = Object.keys(event.changes) as Array<keyof CompanySnapshot>;
      const sets = fields.map((field) => `${COLUMN[field]} = ?`);
      const values = fields.map((field) => event.changes[field]!.to);
      if (fields.includes('name')) {
        sets.push('name_lower = lower(?)');
        values.push(event.changes.name!.to);
        await moveNameTrigrams(this.em, row.name, String(event.changes.name!.to));
      }
      // Events recorded before edits carried the data version leave it as it was.
      if (event.dataVersion !== undefined) {
        sets.push('data_version = greatest(data_version, ?)');
        values.push(event.dataVersion);
      }
      await this.em.execute(
        `update verification_company set ${[...sets, 'updated_at = ?', 'revision = revision + 1'].join(', ')} where company_id = ?`,
        [...values, at, event.companyId],
      );
    } else if (event instanceof CompanySubmittedForVerification) {
      const kind = event.reason === 'submit' ? 'submitted' : 'resubmitted';
      if (!(await appendHistory(this.em, entry(kind, { reason: event.reason, from_status: event.fromStatus })))) return;
      const dueAt = new Date(at.getTime() + this.config.verificationSlaMinutes * 60_000);
      // Events recorded before submissions had ids leave the case's as it was, and the last
      // verdict could then not tell it from the new one: such a submission forgets it.
      const submission = event.submissionId ? { id: event.submissionId, dataVersion: event.dataVersion } : undefined;
      await setCompanyStatus(this.em, row, COMPANY_STATUS.underConsideration, at, {
        dueAt,
        submittedAt: at,
        submission,
        forgetVerdict: !submission,
      });
    } else if (event instanceof CompanyFileAdded) {
      const details = { file_id: event.fileId, name: event.name, type: event.type, format: event.format, size: event.size };
      if (!(await appendHistory(this.em, entry('file_added', details)))) return;
      await this.em.execute(
        'update verification_company set files_count = files_count + 1, updated_at = ?, revision = revision + 1 where company_id = ?',
        [at, event.companyId],
      );
    } else if (event instanceof CompanyFileRemoved) {
      if (!(await appendHistory(this.em, entry('file_removed', { file_id: event.fileId, name: event.name })))) return;
      await this.em.execute(
        'update verification_company set files_count = greatest(files_count - 1, 0), updated_at = ?, revision = revision + 1 where company_id = ?',
        [at, event.companyId],
      );
    } else if (event instanceof CompanyArchived) {
      // Archiving is one member's own tab (docs/company.md): a history line, no other change of the case.
      if (await appendHistory(this.em, entry('archived'))) await bumpRevision(this.em, event.companyId);
    } else if (event instanceof CompanyRestored) {
      if (await appendHistory(this.em, entry('restored'))) await bumpRevision(this.em, event.companyId);
    } else if (event instanceof CompanyTransferred) {
      // The new owner accepted: the owner panel shows their contacts from now on.
      if (
        !(await appendHistory(
          this.em,
          entry('transferred', { from_user_id: event.fromUserId, to_user_id: event.toUserId, option: event.option }),
        ))
      )
        return;
      await this.em.execute('update verification_company set owner_id = ?, updated_at = ?, revision = revision + 1 where company_id = ?', [
        event.toUserId,
        at,
        event.companyId,
      ]);
    } else if (event instanceof CompanyDeleted) {
      if (!(await appendHistory(this.em, entry('deleted', { from_status: event.fromStatus })))) return;
      if (row.company_status_id !== COMPANY_STATUS.deleted) await setCompanyStatus(this.em, row, COMPANY_STATUS.deleted, at);
      else await bumpRevision(this.em, event.companyId);
    }
  }

  batches(event: FollowedCompanyEvent): boolean {
    return event instanceof CompanyEdited;
  }

  /** What `handle` does for each edit, set-wise: contacts, locks, history, names, the rows. */
  async handleBatch(events: FollowedCompanyEvent[]): Promise<void> {
    const edits = events.filter((event): event is CompanyEdited => event instanceof CompanyEdited);
    // One statement writes each company's row once: a company twice (rows without an aggregate) goes in order.
    if (edits.length !== events.length || new Set(edits.map((edit) => edit.companyId)).size !== edits.length) {
      for (const event of events) await this.handle(event);
      return;
    }
    const contacts = await this.queries.execute(new GetAccountContactsQuery(edits.map((edit) => edit.byUserId)));
    const cases = await lockCases(
      this.em,
      edits.map((edit) => edit.companyId),
    );
    const unknown = edits.find((edit) => !cases.has(edit.companyId));
    if (unknown) throw new Error(`Company ${unknown.companyId} is not in the verification read model yet`);
    const fresh = await appendHistories(
      this.em,
      edits.map((edit) => ({
        companyId: edit.companyId,
        eventId: edit.eventId,
        kind: 'edited',
        actorId: edit.byUserId,
        actorName: contacts.get(edit.byUserId)?.displayName ?? null,
        at: new Date(edit.occurredAt),
        details: { changes: edit.changes, reverification: edit.reverification },
      })),
    );
    const applied = edits.filter((edit) => fresh.has(edit.eventId));
    if (applied.length === 0) return;
    const renames = applied.flatMap((edit) =>
      edit.changes.name ? [{ before: cases.get(edit.companyId)!.name, after: String(edit.changes.name.to) }] : [],
    );
    await moveManyNameTrigrams(this.em, renames);
    await this.em.execute(
      `update verification_company v set ${EDIT_BATCH_SET}
         from jsonb_to_recordset(?::jsonb) as x(company_id uuid, changes jsonb, data_version int, at timestamptz)
        where v.company_id = x.company_id`,
      [
        JSON.stringify(
          applied.map((edit) => ({
            company_id: edit.companyId,
            changes: edit.changes,
            data_version: edit.dataVersion ?? null,
            at: new Date(edit.occurredAt).toISOString(),
          })),
        ),
      ],
    );
  }

  private async register(event: CompanyRegistered, at: Date): Promise<void> {
    const d = event.data;
    const inserted = await this.em.execute<Array<{ company_id: string }>>(
      `insert into verification_company (company_id, name, brand, code, activity_id, employees_id, services, website, owner_id,
                                         status_id, company_status_id, created_at, updated_at, files_count, name_lower)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, 0, lower(?))
       on conflict (company_id) do nothing returning company_id`,
      [event.companyId, d.name, d.companyBrand, d.code, d.activity, d.employees, d.services, d.website, event.ownerId, at, at, d.name],
    );
    if (inserted.length === 0) return;
    await moveCounters(this.em, null, COMPANY_STATUS.registered);
    await moveNameTrigrams(this.em, null, d.name);
  }
}
