import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery, GetCompanyMembershipQuery } from '../../company/company.contract.js';
import { LiveHub } from '../../shared/live/live-hub.js';
import { ApplicationAdded, ApplicationMoved, ApplicationRejected, CandidatesMerged } from '../domain/recruiting.events.js';
import { storedId } from '../../shared/domain/id.js';

type BoardChange = ApplicationAdded | ApplicationMoved | ApplicationRejected | CandidatesMerged;

/**
 * Tells the colleagues who may see candidates that a vacancy's board changed (`recruiting.changed
 * {company_id, vacancy_id}`), so their open board reloads without polling; a merge may change several
 * boards. Runs from the outbox, after the change committed; nobody without the right hears of it.
 */
@EventsHandler(ApplicationAdded, ApplicationMoved, ApplicationRejected, CandidatesMerged)
export class PublishLiveOnRecruiting implements IEventHandler<BoardChange> {
  constructor(
    private readonly live: LiveHub,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: BoardChange): Promise<void> {
    const vacancyIds = event instanceof CandidatesMerged ? event.vacancyIds : [event.vacancyId];
    if (vacancyIds.length === 0) return;
    const members = await this.queries.execute(new GetCompanyMembersQuery(event.companyId));
    const users: string[] = [];
    for (const member of members) {
      const membership = await this.queries.execute(new GetCompanyMembershipQuery(member.userId, storedId(event.companyId)));
      if (membership?.actions.includes('viewCandidates')) users.push(member.userId);
    }
    if (users.length === 0) return;
    await this.live.publishAll(
      vacancyIds.map((vacancyId) => ({
        target: { users },
        event: 'recruiting.changed' as const,
        data: { company_id: event.companyId, vacancy_id: vacancyId },
      })),
    );
  }
}
