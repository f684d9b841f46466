import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { LiveHub } from '../../shared/live/live-hub.js';
import { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from '../../verification/verification.contract.js';

type Decision = CompanyVerified | CompanyRejected | CompanyRemovedByVerifier;

/**
 * Tells the company's members (their open pages) that its status changed. Listed after the apply
 * handlers in the module: the relay commits those first, so a member who reloads sees the new status.
 */
@EventsHandler(CompanyVerified, CompanyRejected, CompanyRemovedByVerifier)
export class PublishLiveOnVerifierDecision implements IEventHandler<Decision> {
  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveHub,
  ) {}

  async handle(event: Decision): Promise<void> {
    const members = await this.em.execute<Array<{ user_id: string }>>(
      `select user_id from company_membership where company_id = ? and status = 'confirmed'`,
      [event.companyId],
    );
    if (members.length === 0) return;
    await this.live.publish({ users: members.map((member) => member.user_id) }, 'company.changed', { company_id: event.companyId });
  }
}
