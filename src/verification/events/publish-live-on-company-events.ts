import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FOLLOWED_COMPANY_EVENTS, type FollowedCompanyEvent } from './company-events.js';
import { LiveHub } from '../../shared/live/live-hub.js';

/**
 * Tells every verifier's open back office that a case changed. A handler of its own, listed after
 * the projection in the module: the relay runs (and commits) handlers one after another, so a
 * verifier who reloads on this message reads the projected row.
 */
@EventsHandler(...FOLLOWED_COMPANY_EVENTS)
export class PublishLiveOnCompanyEvents implements IEventHandler<FollowedCompanyEvent> {
  constructor(private readonly live: LiveHub) {}

  async handle(event: FollowedCompanyEvent): Promise<void> {
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: event.companyId, kind: event.eventType });
  }
}
