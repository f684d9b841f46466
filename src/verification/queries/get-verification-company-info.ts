import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import { GetCompanyExtractFilesQuery, type CompanyFileView } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { VerificationErrors } from '../domain/verification.errors.js';
import { historyItem, readCounters, statusView, type Counters, type HistoryItem, type HistoryRow, type NamedId } from './case-view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CommentView {
  id: string;
  text: string;
  author: { id: string; name: string };
  own: boolean;
  update_date: string;
}

export interface OwnerView {
  id: string;
  email: string | null;
  emails: string[];
  phone: string | null;
  phones: string[];
  /** Spec 001 §2 shows a fixed city line; accounts keep no city yet. */
  city: string | null;
  socials: Array<{ network: string; url: string }>;
}

/** `company` of getVerificationCompanyInfo (VERIFICATION.md "Calls"). */
export interface VerificationCompanyView {
  id: string;
  number: number;
  name: string;
  code: string;
  brand: string | null;
  activity: NamedId | null;
  services: string | null;
  employees: NamedId | null;
  website: string | null;
  create_date: string;
  update_date: string;
  is_del: 0 | 1;
  status: NamedId;
  due_at: string | null;
  overdue: boolean;
  assignee: { id: string; name: string } | null;
  owner: OwnerView;
  files: { edr: CompanyFileView[] };
  history: HistoryItem[];
  messages: CommentView[];
}

export type VerificationCompanyInfo = { company: VerificationCompanyView } & Counters;

interface CaseDetailRow {
  company_id: string;
  seq: string;
  name: string;
  brand: string | null;
  code: string;
  activity_id: number | null;
  employees_id: number | null;
  services: string | null;
  website: string | null;
  owner_id: string;
  status_id: number;
  created_at: Date;
  updated_at: Date;
  due_at: Date | null;
  assignee_id: string | null;
  assignee_name: string | null;
}

export class GetVerificationCompanyInfoQuery extends Query<VerificationCompanyInfo> {
  constructor(
    readonly verifierId: string,
    readonly companyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

/** The verifier's view of one case: the read model, the owner's contacts (identity), the extracts (company). */
@QueryHandler(GetVerificationCompanyInfoQuery)
export class GetVerificationCompanyInfoHandler implements IQueryHandler<GetVerificationCompanyInfoQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ verifierId, companyId, lang }: GetVerificationCompanyInfoQuery): Promise<VerificationCompanyInfo> {
    if (!UUID.test(companyId)) throw VerificationErrors.notFound();
    const [row] = await this.em.execute<CaseDetailRow[]>(
      `select company_id, seq, name, brand, code, activity_id, employees_id, services, website, owner_id, status_id,
              created_at, updated_at, due_at, assignee_id, assignee_name
         from verification_company where company_id = ?`,
      [companyId],
    );
    if (!row) throw VerificationErrors.notFound();
    const [history, comments, contacts, files, lists, counters] = await Promise.all([
      this.em.execute<HistoryRow[]>(
        'select id, kind, actor_id, actor_name, at, details from verification_history where company_id = ? order by at, id',
        [companyId],
      ),
      this.em.execute<Array<{ id: string; text: string; author_id: string; author_name: string; updated_at: Date }>>(
        'select id, text, author_id, author_name, updated_at from verification_comment where company_id = ? order by created_at, id',
        [companyId],
      ),
      this.queries.execute(new GetAccountContactsQuery([row.owner_id])),
      this.queries.execute(new GetCompanyExtractFilesQuery(companyId)),
      this.queries.execute(new GetOptionListsQuery(['activities', 'employees', 'social_media'], lang)),
      readCounters(this.em),
    ]);
    const named = (list: Array<{ id: number; name: string }> | undefined, id: number | null): NamedId | null => {
      if (id === null) return null;
      const item = list?.find((option) => option.id === id);
      return item ? { id: item.id, name: item.name } : { id, name: '' };
    };
    const owner = contacts.get(row.owner_id);
    const dueAt = row.status_id === 2 && row.due_at ? new Date(row.due_at) : null;
    const company: VerificationCompanyView = {
      id: row.company_id,
      number: Number(row.seq),
      name: row.name,
      code: row.code,
      brand: row.brand,
      activity: named(lists.activities, row.activity_id),
      services: row.services,
      employees: named(lists.employees, row.employees_id),
      website: row.website,
      create_date: new Date(row.created_at).toISOString(),
      update_date: new Date(row.updated_at).toISOString(),
      is_del: row.status_id === 5 ? 1 : 0,
      status: statusView(row.status_id, lang),
      due_at: dueAt?.toISOString() ?? null,
      overdue: dueAt !== null && dueAt.getTime() < Date.now(),
      assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
      owner: {
        id: row.owner_id,
        email: owner?.email ?? null,
        emails: owner?.otherEmails ?? [],
        phone: owner?.phone ?? null,
        phones: owner?.otherPhones ?? [],
        city: null,
        socials: (owner?.socials ?? []).map((social) => ({ network: named(lists.social_media, social.type)?.name ?? '', url: social.name })),
      },
      files: { edr: files },
      history: history.map((entry) => historyItem(entry, lang)),
      messages: comments.map((comment) => ({
        id: String(comment.id),
        text: comment.text,
        author: { id: comment.author_id, name: comment.author_name },
        own: comment.author_id === verifierId,
        update_date: new Date(comment.updated_at).toISOString(),
      })),
    };
    return { company, ...counters };
  }
}
