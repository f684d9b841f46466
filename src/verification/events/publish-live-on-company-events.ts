import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FOLLOWED_COMPANY_EVENTS, type FollowedCompanyEvent } from './company-events.js';
import { LiveHub } from '../../shared/live/live-hub.js';

/**
 * Tells every verifier's open back office that a case changed. A handler of its own, listed after
 * the projection in the module: the relay runs (and commits) handlers one after another, so a
 * verifier who reloads on this message reads the projected row. The message carries the case
 * revision the row has now (docs/verification.md "Case revision"): a screen that already shows it
 * (or a newer one) has nothing to reload.
 */
@EventsHandler(...FOLLOWED_COMPANY_EVENTS)
export class PublishLiveOnCompanyEvents implements IEventHandler<FollowedCompanyEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveHub,
  ) {}

  async handle(event: FollowedCompanyEvent): Promise<void> {
    const [row] = await this.em.execute<Array<{ revision: number }>>('select revision from verification_company where company_id = ?', [event.companyId]);
    const revision = row ? { revision: row.revision } : {};
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: event.companyId, kind: event.eventType, ...revision });
  }
}
