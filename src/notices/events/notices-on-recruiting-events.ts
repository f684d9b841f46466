import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery, GetCompanyNamesQuery } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { GetCompanyMembershipQuery } from '../../company/company.contract.js';
import { GetCompanyVacanciesQuery } from '../../profiling/profiling.contract.js';
import {
  ApplicationWithdrawn,
  CandidateErased,
  CandidatesRetentionDue,
  GetCandidateNamesQuery,
  NoteAdded,
} from '../../recruiting/recruiting.contract.js';
import { storedId } from '../../shared/domain/id.js';
import { recordNotices } from './record-notices.js';

type RecruitingEvent = NoteAdded | CandidatesRetentionDue | CandidateErased | ApplicationWithdrawn;

/** Where the web shows a candidate (web/src/features/recruiting/paths.ts). */
const candidateLink = (candidateId: string) => `/personne/candidate/${candidateId}`;

/**
 * The recruiting context's notices: each colleague a note mentions (kind `mention`, opening the
 * candidate), the owner and administrators when candidates' data is due for anonymising (kind
 * `candidates_retention`), every colleague who may see candidates when a candidate withdrew the
 * application they made on the careers pages (kind `application_withdrawn`, opening the vacancy's
 * board); and an erased candidate's name is forgotten in the notices that named it (mentions and
 * withdrawals).
 */
@EventsHandler(NoteAdded, CandidatesRetentionDue, CandidateErased, ApplicationWithdrawn)
export class NoticesOnRecruitingEvents implements IEventHandler<RecruitingEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: RecruitingEvent): Promise<void> {
    if (event instanceof CandidateErased) {
      await this.em.execute(
        `update notice set params = params || jsonb_build_object('candidate', '')
          where kind in ('mention', 'application_withdrawn') and params->>'candidate_id' = ?`,
        [event.candidateId],
      );
      return;
    }
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    if (event instanceof ApplicationWithdrawn) {
      await this.withdrawn(event, company);
      return;
    }
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

  /** The recruiters: the company's members whose rights let them see candidates. */
  private async withdrawn(event: ApplicationWithdrawn, company: string): Promise<void> {
    const [members, candidates, vacancies] = await Promise.all([
      this.queries.execute(new GetCompanyMembersQuery(event.companyId)),
      this.queries.execute(new GetCandidateNamesQuery([event.candidateId])),
      this.queries.execute(new GetCompanyVacanciesQuery(event.companyId, [event.vacancyId])),
    ]);
    const vacancy = vacancies.get(event.vacancyId);
    const params = {
      company,
      company_id: event.companyId,
      candidate: candidates.get(event.candidateId)?.name ?? '',
      candidate_id: event.candidateId,
      vacancy: vacancy?.name ?? '',
      number: vacancy?.number ?? null,
    };
    const readers: string[] = [];
    for (const member of members) {
      const membership = await this.queries.execute(new GetCompanyMembershipQuery(member.userId, storedId(event.companyId)));
      if (membership?.actions.includes('viewCandidates')) readers.push(member.userId);
    }
    await recordNotices(
      this.em,
      event,
      readers.map((userId) => ({ userId, kind: 'application_withdrawn' as const, params, link: `/personne/vacancy/${event.vacancyId}` })),
    );
  }
}
