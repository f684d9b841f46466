import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { LiveHub } from '../../shared/live/live-hub.js';
import { CompanyMemberRemoved, CompanyMemberRightsChanged } from '../domain/company.events.js';

type MemberChange = CompanyMemberRightsChanged | CompanyMemberRemoved;

/**
 * Tells the member whose role or rights changed, or who was removed, that their company changed:
 * their open pages read their membership again (its `actions`), so a control the change took away
 * goes and one it gave appears without a reload. Runs from the outbox, after the change committed.
 */
@EventsHandler(CompanyMemberRightsChanged, CompanyMemberRemoved)
export class PublishLiveOnMemberChange implements IEventHandler<MemberChange> {
  constructor(private readonly live: LiveHub) {}

  async handle(event: MemberChange): Promise<void> {
    await this.live.publish({ users: [event.userId] }, 'company.changed', { company_id: event.companyId });
  }
}
