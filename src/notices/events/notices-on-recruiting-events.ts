import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery, GetCompanyNamesQuery } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { CandidateErased, CandidatesRetentionDue, GetCandidateNamesQuery, NoteAdded } from '../../recruiting/recruiting.contract.js';
import { recordNotices } from './record-notices.js';

type RecruitingEvent = NoteAdded | CandidatesRetentionDue | CandidateErased;

/** Where the web shows a candidate (web/src/features/recruiting/paths.ts). */
const candidateLink = (candidateId: string) => `/personne/candidate/${candidateId}`;

/**
 * The recruiting context's notices: each colleague a note mentions (kind `mention`, opening the
 * candidate), the owner and administrators when candidates' data is due for anonymising (kind
 * `candidates_retention`); and an erased candidate's name is forgotten in the notices that named it.
 */
@EventsHandler(NoteAdded, CandidatesRetentionDue, CandidateErased)
export class NoticesOnRecruitingEvents implements IEventHandler<RecruitingEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: RecruitingEvent): Promise<void> {
    if (event instanceof CandidateErased) {
      await this.em.execute(
        `update notice set params = params || jsonb_build_object('candidate', '') where kind = 'mention' and params->>'candidate_id' = ?`,
        [event.candidateId],
      );
      return;
    }
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    if (event instanceof NoteAdded) {
      if (event.mentions.length === 0) return;
      const [candidates, people] = await Promise.all([
        this.queries.execute(new GetCandidateNamesQuery([event.candidateId])),
        this.queries.execute(new GetAccountContactsQuery([event.byUserId])),
      ]);
      const params = {
        company,
        company_id: event.companyId,
        person: people.get(event.byUserId)?.displayName ?? '',
        candidate: candidates.get(event.candidateId)?.name ?? '',
        candidate_id: event.candidateId,
      };
      await recordNotices(
        this.em,
        event,
        event.mentions.map((userId) => ({ userId, kind: 'mention' as const, params, link: candidateLink(event.candidateId) })),
      );
      return;
    }
    const members = await this.queries.execute(new GetCompanyMembersQuery(event.companyId));
    const params = { company, company_id: event.companyId, count: event.count, date: event.firstDate };
    await recordNotices(
      this.em,
      event,
      members
        .filter((member) => member.role === 'owner' || member.role === 'administrator')
        .map((member) => ({ userId: member.userId, kind: 'candidates_retention' as const, params, link: '/personne' })),
    );
  }
}
