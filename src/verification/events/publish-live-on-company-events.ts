import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FOLLOWED_COMPANY_EVENTS, type FollowedCompanyEvent } from './company-events.js';
import { LiveHub } from '../../shared/live/live-hub.js';
import type { BatchEventsHandler } from '../../shared/outbox/batch-events-handler.js';

/**
 * Tells every verifier's open back office that a case changed. A handler of its own, listed after
 * the projection in the module: the relay runs (and commits) handlers one after another, so a
 * verifier who reloads on this message reads the projected row. The message carries the case
 * revision the row has now (docs/verification.md "Case revision"): a screen that already shows it
 * (or a newer one) has nothing to reload. Several events at once (a batch of the relay) read their
 * revisions in one statement and go to Redis together.
 */
@EventsHandler(...FOLLOWED_COMPANY_EVENTS)
export class PublishLiveOnCompanyEvents implements IEventHandler<FollowedCompanyEvent>, BatchEventsHandler<FollowedCompanyEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveHub,
  ) {}

  async handle(event: FollowedCompanyEvent): Promise<void> {
    const [row] = await this.em.execute<Array<{ revision: number }>>('select revision from verification_company where company_id = ?', [
      event.companyId,
    ]);
    const revision = row ? { revision: row.revision } : {};
    await this.live.publish({ role: 'verifier' }, 'verification.changed', {
      company_id: event.companyId,
      kind: event.eventType,
      ...revision,
    });
  }

  batches(): boolean {
    return true;
  }

  async handleBatch(events: FollowedCompanyEvent[]): Promise<void> {
    const rows = await this.em.execute<Array<{ company_id: string; revision: number }>>(
      'select company_id, revision from verification_company where company_id in (select jsonb_array_elements_text(?::jsonb)::uuid)',
      [JSON.stringify([...new Set(events.map((event) => event.companyId))])],
    );
    const revisions = new Map(rows.map((row) => [row.company_id, row.revision]));
    await this.live.publishAll(
      events.map((event) => {
        const revision = revisions.get(event.companyId);
        const data = { company_id: event.companyId, kind: event.eventType, ...(revision === undefined ? {} : { revision }) };
        return { target: { role: 'verifier' }, event: 'verification.changed', data };
      }),
    );
  }
}
