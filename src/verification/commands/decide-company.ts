import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { DomainEvent } from '../../shared/domain/domain-event.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { translate, type MessageKey } from '../../shared/i18n/messages.js';
import { LiveHub } from '../../shared/live/live-hub.js';
import type { RejectionReasonCode } from '../verification.types.js';
import { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from '../domain/verification.events.js';
import { VerificationErrors } from '../domain/verification.errors.js';
import { statusView } from '../queries/case-view.js';
import { VerificationCompany } from '../read/read-model.entity.js';
import { appendHistory, changeStatus } from '../read/read-model.js';
import { displayName, requireCase } from './case-access.js';

export type Decision = { kind: 'verify' } | { kind: 'reject'; reasonCode: RejectionReasonCode | null; comment: string } | { kind: 'remove' };

/**
 * `setVerificationCompany` (verify, reject) and `removeCompany`. The verifier decides on this
 * context's own case row, locked for the transaction: of two verifiers deciding at once the first
 * wins and the second, finding the case no longer waiting, gets 409 VERIFICATION_STATE_CONFLICT with
 * the status that won. The same transaction writes the history entry (keyed by the decision event's
 * id), a rejection's comment, the counters and the outbox event the company context applies.
 */
export class DecideCompanyCommand extends Command<void> {
  constructor(
    readonly verifierId: string,
    readonly companyId: string,
    readonly decision: Decision,
    /** The verifier's language: a rejection's comment without own text quotes the reason in it. */
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(DecideCompanyCommand)
export class DecideCompanyHandler implements ICommandHandler<DecideCompanyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly live: LiveHub,
  ) {}

  async execute({ verifierId, companyId, decision, lang }: DecideCompanyCommand): Promise<void> {
    const verifierName = await displayName(this.queries, verifierId);
    await this.em.transactional(async (tx) => {
      const row = await requireCase(tx, companyId);
      const conflict = (error = VerificationErrors.stateConflict()) => error.withDetails((l) => ({ status: statusView(row.status_id, l) }));
      const now = new Date();
      let event: DomainEvent;
      let to: number;
      let details: Record<string, unknown> = {};
      if (decision.kind === 'remove') {
        if (row.status_id === 5) throw conflict(VerificationErrors.alreadyDeleted());
        event = new CompanyRemovedByVerifier(companyId, verifierId);
        to = 5;
      } else {
        // Only a case waiting for a check is decided (spec §4: verify and reject are disabled otherwise).
        if (row.status_id !== 2) throw conflict();
        if (decision.kind === 'verify') {
          event = new CompanyVerified(companyId, verifierId);
          to = 4;
        } else {
          const reason = decision.comment || (decision.reasonCode ? translate(`verification.reason.${decision.reasonCode}` as MessageKey, lang) : '');
          event = new CompanyRejected(companyId, verifierId, decision.reasonCode, decision.comment);
          to = 3;
          details = { reason_code: decision.reasonCode, reason: decision.comment };
          await tx.execute(
            `insert into verification_comment (company_id, author_id, author_name, text, created_at, updated_at) values (?, ?, ?, ?, ?, ?)`,
            [companyId, verifierId, verifierName, reason, now, now],
          );
        }
      }
      const kind = decision.kind === 'verify' ? 'verified' : decision.kind === 'reject' ? 'rejected' : 'removed_by_verifier';
      await appendHistory(tx, { companyId, eventId: event.eventId, kind, actorId: verifierId, actorName: verifierName, at: now, details: { ...details, from_status: row.status_id } });
      await changeStatus(tx, companyId, row.status_id, to, now);
      // A decided case is nobody's to hold any more.
      await tx.execute('update verification_company set assignee_id = null, assignee_name = null where company_id = ?', [companyId]);
      // The outbox row is written by the flush of the aggregate the event is recorded on.
      const aggregate = await tx.findOneOrFail(VerificationCompany, { companyId });
      recordEvent(aggregate, event);
      await tx.flush();
    });
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: companyId, kind: decision.kind });
  }
}
