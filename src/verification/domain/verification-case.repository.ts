import type { EntityManager } from '@mikro-orm/postgresql';
import { pullEvents, recordEvent } from '../../shared/domain/aggregate-root.js';
import { caseStatus, VerificationCase, type CaseComment, type CommentWrite } from './verification-case.js';
import { VerificationErrors } from './verification.errors.js';
import { VerificationCompany } from '../read/read-model.entity.js';
import { appendHistory, bumpRevision, lockCase, moveCounters } from '../read/read-model.js';
import type { Id } from '../../shared/domain/id.js';

/**
 * Loads and saves VerificationCase on this context's own tables. The case row of the read model
 * (`verification_company`) is locked for the transaction on load, so decisions and claims of one
 * case queue up (of two verifiers deciding at once, the second reads the first one's verdict), and
 * saved on the version it was loaded with. Besides the projections of company events, this is the
 * only writer of the verifiers' columns, the comments and the verifiers' history lines; every
 * change it saves moves the case revision (docs/verification.md "Case revision"). Use it
 * inside one transaction (`em.transactional`): save writes the row, the counters, the comments, the
 * history and the outbox rows of the recorded events in it, so all or none are committed.
 */
export class CaseRepository {
  /** The case revision each loaded case had: save answers it when the case did not change. */
  private readonly revisions = new Map<string, number>();

  constructor(private readonly em: EntityManager) {}

  /** The case, locked; 404 COMPANY_NOT_FOUND for ids the context never heard of. */
  async load(companyId: Id): Promise<VerificationCase> {
    const row = await lockCase(this.em, companyId);
    if (!row) throw VerificationErrors.notFound();
    const assignee = row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null;
    this.revisions.set(row.company_id, row.revision);
    return VerificationCase.restore({
      companyId: row.company_id,
      companyStatusId: row.company_status_id,
      verdict: row.verdict,
      verdictSubmissionId: row.verdict_submission_id,
      assignee,
      version: row.version,
      submissionId: row.submission_id,
      dataVersion: row.data_version,
    });
  }

  /** One comment of the case, locked; null when there is none by that id (or the id is malformed). */
  async comment(companyId: string, messageId: string): Promise<CaseComment | null> {
    if (!/^\d{1,18}$/.test(messageId)) return null;
    const [row] = await this.em.execute<Array<{ author_id: string; text: string }>>(
      'select author_id, text from verification_comment where id = ? and company_id = ? for update',
      [messageId, companyId],
    );
    return row ? { id: messageId, authorId: row.author_id, text: row.text } : null;
  }

  /**
   * Writes what the aggregate changed and answers the case revision after it: every change (a
   * decision, a claim, a comment, any history line) moves it by one; a case that did not change
   * answers the revision it was loaded with.
   */
  async save(aggregate: VerificationCase): Promise<number> {
    const { companyId, loaded } = aggregate;
    const assigneeChanged = aggregate.assignee?.id !== loaded.assignee?.id;
    let revision = this.revisions.get(companyId) ?? 0;
    if (aggregate.decidedAt) {
      // The version it was loaded with: under the row lock nothing else moved it, and if anything
      // ever writes the row without the lock, the decision is refused rather than lost. The case
      // keeps the decision; `status_id` is the status made of it (caseStatus), for the lists.
      const updated = await this.em.execute<Array<{ revision: number }>>(
        `update verification_company
            set verdict = ?, verdict_submission_id = ?, status_id = ?, updated_at = ?, version = ?, revision = revision + 1, due_at = null,
                assignee_id = ?, assignee_name = ?
          where company_id = ? and version = ? returning revision`,
        [
          aggregate.verdict,
          aggregate.verdictSubmissionId,
          aggregate.statusId,
          aggregate.decidedAt,
          aggregate.version,
          aggregate.assignee?.id ?? null,
          aggregate.assignee?.name ?? null,
          companyId,
          loaded.version,
        ],
      );
      if (updated.length === 0) throw VerificationErrors.staleVersion(caseStatus(loaded), loaded.version);
      revision = updated[0]!.revision;
      await moveCounters(this.em, caseStatus(loaded), aggregate.statusId);
    } else if (assigneeChanged) {
      const [row] = await this.em.execute<Array<{ revision: number }>>(
        'update verification_company set assignee_id = ?, assignee_name = ?, revision = revision + 1 where company_id = ? returning revision',
        [aggregate.assignee?.id ?? null, aggregate.assignee?.name ?? null, companyId],
      );
      revision = row!.revision;
    } else if (aggregate.comments.length > 0 || aggregate.history.length > 0) {
      revision = (await bumpRevision(this.em, companyId)) ?? revision;
    }

    const inserted = new Map<CommentWrite, string>();
    for (const write of aggregate.comments) {
      if (write.op === 'add') {
        const [row] = await this.em.execute<Array<{ id: string }>>(
          'insert into verification_comment (company_id, author_id, author_name, text, created_at, updated_at) values (?, ?, ?, ?, ?, ?) returning id',
          [companyId, write.author.id, write.author.name, write.text, write.at, write.at],
        );
        inserted.set(write, String(row!.id));
      } else if (write.op === 'edit') {
        await this.em.execute('update verification_comment set text = ?, updated_at = ? where id = ?', [write.text, write.at, write.id]);
      } else {
        await this.em.execute('delete from verification_comment where id = ?', [write.id]);
      }
    }

    for (const record of aggregate.history) {
      const details = record.comment ? { message_id: inserted.get(record.comment), ...record.details } : record.details;
      await appendHistory(this.em, {
        companyId,
        eventId: record.eventId,
        kind: record.kind,
        actorId: record.actor.id,
        actorName: record.actor.name,
        at: record.at,
        details,
      });
    }

    // The outbox rows are written by the flush, from events recorded on an entity the unit of work
    // knows: a reference to the case row (no read; nothing of it changes) carries them.
    const events = pullEvents(aggregate);
    if (events.length > 0) {
      const carrier = this.em.getReference(VerificationCompany, companyId);
      for (const event of events) recordEvent(carrier, event);
      await this.em.flush();
    }
    this.revisions.set(companyId, revision);
    return revision;
  }
}
