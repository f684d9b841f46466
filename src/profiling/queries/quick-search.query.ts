import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  GetActiveCompanyQuery,
  GetCompanyListQuery,
  GetCompanyMembersQuery,
  GetCompanyMembershipQuery,
  type CompanyMembership,
} from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { QuickSearchCandidatesQuery } from '../../recruiting/recruiting.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { translate } from '../../shared/i18n/messages.js';
import { storedId } from '../../shared/domain/id.js';

/** What the header's quick search finds (web/src/shared/api/search.ts `SearchHit`). */
export interface QuickSearchHit {
  kind: 'company' | 'vacancy' | 'colleague' | 'department' | 'candidate';
  id: string;
  name: string;
  /** The vacancy's number and status (the web links a draft to the wizard, the rest to its view). */
  number?: number;
  status?: string;
  company_id?: string;
}

/** At most this many of each kind: the box is a shortcut, the lists have the rest. */
export const HITS_PER_KIND = 5;

const fold = (text: string) => text.toLocaleLowerCase('uk').replace(/ё/g, 'е');

/**
 * The header's quick search over what the caller may see: their live
 * companies, and in the session's active company (asked of the company context, which checks the
 * membership) its vacancies by name or number, colleagues by name and departments by name, and,
 * for a member who may see candidates, its candidates (name, e-mail, phone, tag, CV text). Without
 * an active company only companies are searched.
 */
export class QuickSearchQuery extends Query<QuickSearchHit[]> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly value: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(QuickSearchQuery)
export class QuickSearchHandler implements IQueryHandler<QuickSearchQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, sessionId, value, lang }: QuickSearchQuery): Promise<QuickSearchHit[]> {
    const needle = fold(value.trim());
    if (!needle) return [];
    const [companies, active] = await Promise.all([
      this.queries.execute(new GetCompanyListQuery(userId, 'my', lang)),
      this.queries.execute(new GetActiveCompanyQuery(userId, sessionId, lang)),
    ]);
    const hits: QuickSearchHit[] = companies
      .filter((company) => fold(company.name).includes(needle))
      .slice(0, HITS_PER_KIND)
      .map((company) => ({ kind: 'company', id: company.id, name: company.name }));
    // The membership is asked again rather than trusted from the session: it may have ended since.
    const membership = active ? await this.queries.execute(new GetCompanyMembershipQuery(userId, storedId(active.id))) : null;
    if (!active || !membership) return hits;
    const [vacancies, departments, colleagues, candidates] = await Promise.all([
      this.vacancies(active.id, needle),
      this.departments(active.id, needle),
      this.colleagues(active.id, userId, needle, membership, lang),
      this.candidates(active.id, value, membership),
    ]);
    return [...hits, ...vacancies, ...colleagues, ...departments, ...candidates];
  }

  private async vacancies(companyId: string, needle: string): Promise<QuickSearchHit[]> {
    const byNumber = /^\d{1,9}$/.test(needle) ? needle : null;
    const rows = await this.em.fork().execute<Array<{ id: string; number: number; name: string; status: string }>>(
      `select id, number, name, status from profiling_vacancy
       where company_id = ? and (strpos(replace(lower(name), 'ё', 'е'), ?) > 0 or (?::text is not null and number::text like ? || '%'))
       order by number desc limit ${HITS_PER_KIND}`,
      [companyId, needle, byNumber, byNumber ?? ''],
    );
    return rows.map((row) => ({
      kind: 'vacancy',
      id: row.id,
      name: row.name,
      number: row.number,
      status: row.status,
      company_id: companyId,
    }));
  }

  /** Candidates by name, e-mail, phone, tag or CV text (the recruiting context's search), for members who may see them. */
  private async candidates(companyId: string, value: string, membership: CompanyMembership): Promise<QuickSearchHit[]> {
    if (!membership.actions.includes('viewCandidates')) return [];
    const found = await this.queries.execute(new QuickSearchCandidatesQuery(companyId, value, HITS_PER_KIND));
    return found.map((candidate) => ({
      kind: 'candidate',
      id: candidate.id,
      name: `${candidate.lname} ${candidate.name}`.trim(),
      company_id: companyId,
    }));
  }

  private async departments(companyId: string, needle: string): Promise<QuickSearchHit[]> {
    const rows = await this.em
      .fork()
      .execute<Array<{ id: string; name: string }>>(
        `select id, name from profiling_department where company_id = ? and strpos(replace(lower(name), 'ё', 'е'), ?) > 0 order by sort, name limit ${HITS_PER_KIND}`,
        [companyId, needle],
      );
    return rows.map((row) => ({ kind: 'department', id: row.id, name: row.name, company_id: companyId }));
  }

  /**
   * Colleagues by the name their profile gives (a company's members are few: matched here). One
   * without a profile is named by the e-mail only to those who may list the members (the right
   * `users`); to the rest "invited colleague", and the e-mail is neither shown nor searched.
   */
  private async colleagues(
    companyId: string,
    userId: string,
    needle: string,
    membership: CompanyMembership,
    lang: Lang,
  ): Promise<QuickSearchHit[]> {
    const members = (await this.queries.execute(new GetCompanyMembersQuery(companyId))).filter((member) => member.userId !== userId);
    const people = await this.queries.execute(new GetAccountContactsQuery(members.map((member) => member.userId)));
    const mayListMembers = membership.actions.includes('manageMembers');
    const nameOf = (memberId: string): string => {
      const person = people.get(memberId);
      if (!person) return '';
      // The contacts name a person without a profile by the e-mail.
      if (person.displayName !== person.email || mayListMembers) return person.displayName;
      return translate('profiling.invitedColleague', lang);
    };
    return members
      .map((member) => ({ id: member.userId, name: nameOf(member.userId) }))
      .filter((person) => person.name && fold(person.name).includes(needle))
      .sort((a, b) => a.name.localeCompare(b.name, 'uk'))
      .slice(0, HITS_PER_KIND)
      .map((person) => ({ kind: 'colleague', id: person.id, name: person.name, company_id: companyId }));
  }
}
