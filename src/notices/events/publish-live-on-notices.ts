import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CompanyVerified, CompanyRejected, CompanyRemovedByVerifier } from '../../verification/verification.contract.js';
import { VacancyApprovalAnswered, VacancySentForApproval } from '../../profiling/profiling.contract.js';
import { CandidatesRetentionDue, NoteAdded } from '../../recruiting/recruiting.contract.js';
import type { DomainEvent } from '../../shared/domain/domain-event.js';
import { LiveHub } from '../../shared/live/live-hub.js';
import { NOTICE_WRITING_COMPANY_EVENTS } from './notices-on-company-events.js';

/**
 * Rings the bell of everyone a notice was just written for. A handler of its own, listed after the
 * projections in the module: the relay commits handlers one after another, so a bell that reloads
 * on this message reads the new row. A replay publishes again, which only makes a bell reload.
 * Registration and edits of a company write no notice, so it does not listen to them.
 */
@EventsHandler(
  ...NOTICE_WRITING_COMPANY_EVENTS,
  CompanyVerified,
  CompanyRejected,
  CompanyRemovedByVerifier,
  VacancySentForApproval,
  VacancyApprovalAnswered,
  NoteAdded,
  CandidatesRetentionDue,
)
export class PublishLiveOnNotices implements IEventHandler<DomainEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveHub,
  ) {}

  async handle(event: DomainEvent): Promise<void> {
    const rows = await this.em.execute<Array<{ user_id: string }>>('select distinct user_id from notice where event_id = ?', [
      event.eventId,
    ]);
    if (rows.length === 0) return;
    await this.live.publish({ users: rows.map((row) => row.user_id) }, 'notice.created', {});
  }
}
