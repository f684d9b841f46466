import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import { COMPANY_STATUS, GetCompanyExtractFilesQuery, type CompanyFileView } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { VerificationErrors } from '../domain/verification.errors.js';
import { historyItem, statusView, type Counters, type HistoryItem, type HistoryRow, type NamedId } from './case-view.js';
import { COUNTERS, countersFrom } from './company-rows.js';
import { UUID } from '../../shared/domain/uuid.js';

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

/** `company` of getVerificationCompanyInfo (README "Verification (the `verification` context)", "Case view"). */
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
  /** Moves with every status change: a decision may carry it (a stale one is refused), and the live message of a decision names it. */
  version: number;
  /** Moves with every change of the case (claims, comments, decisions, company events): the live message names it, so a screen knows its own echo. */
  revision: number;
  /** The submission under review and its data version: a verdict names both (a stale one is refused). */
  submission_id: string | null;
  data_version: number;
  due_at: string | null;
  overdue: boolean;
  assignee: { id: string; name: string } | null;
  owner: OwnerView;
  files: { edr: CompanyFileView[] };
  history: HistoryItem[];
  messages: CommentView[];
}

export type VerificationCompanyInfo = { company: VerificationCompanyView } & Counters;

interface CommentRow {
  id: string;
  text: string;
  author_id: string;
  author_name: string;
  updated_at: string;
}

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
  version: number;
  revision: number;
  submission_id: string | null;
  data_version: number;
  created_at: string;
  updated_at: string;
  due_at: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  history: HistoryRow[];
  comments: CommentRow[];
  counters: Array<{ key: string; value: number }>;
}

/**
 * The case, its history, its comments and the counters in one round trip: each statement costs
 * the API a socket write and PostgreSQL a wake-up, which together outweighed these small reads.
 * Timestamps as ISO text (to_json), so every one parses alike.
 */
export const CASE_DETAIL = prepared(
  'verification.case-detail',
  `select v.company_id, v.seq::text as seq, v.name, v.brand, v.code, v.activity_id, v.employees_id, v.services, v.website, v.owner_id,
          v.status_id, v.version, v.revision, v.submission_id, v.data_version, to_json(v.created_at)#>>'{}' as created_at, to_json(v.updated_at)#>>'{}' as updated_at,
          to_json(v.due_at)#>>'{}' as due_at, v.assignee_id, v.assignee_name,
          coalesce((select json_agg(json_build_object('id', h.id::text, 'kind', h.kind, 'actor_id', h.actor_id, 'actor_name', h.actor_name,
                                                      'at', h.at, 'details', h.details) order by h.at, h.id)
                      from verification_history h where h.company_id = v.company_id), '[]') as history,
          coalesce((select json_agg(json_build_object('id', c.id::text, 'text', c.text, 'author_id', c.author_id, 'author_name', c.author_name,
                                                      'updated_at', c.updated_at) order by c.created_at, c.id)
                      from verification_comment c where c.company_id = v.company_id), '[]') as comments,
          (select json_agg(json_build_object('key', k.key, 'value', k.value)) from (${COUNTERS.text}) k) as counters
     from verification_company v where v.company_id = $1`,
);

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
    private readonly sql: PreparedSql,
    private readonly queries: QueryBus,
  ) {}

  async execute({ verifierId, companyId, lang }: GetVerificationCompanyInfoQuery): Promise<VerificationCompanyInfo> {
    if (!UUID.test(companyId)) throw VerificationErrors.notFound();
    const [row] = await this.sql.rows<CaseDetailRow>(CASE_DETAIL, [companyId]);
    if (!row) throw VerificationErrors.notFound();
    const [contacts, files, lists] = await Promise.all([
      this.queries.execute(new GetAccountContactsQuery([row.owner_id])),
      this.queries.execute(new GetCompanyExtractFilesQuery(companyId)),
      this.queries.execute(new GetOptionListsQuery(['activities', 'employees', 'social_media'], lang)),
    ]);
    const named = (list: Array<{ id: number; name: string }> | undefined, id: number | null): NamedId | null => {
      if (id === null) return null;
      const item = list?.find((option) => option.id === id);
      return item ? { id: item.id, name: item.name } : { id, name: '' };
    };
    const owner = contacts.get(row.owner_id);
    const dueAt = row.status_id === COMPANY_STATUS.underConsideration && row.due_at ? new Date(row.due_at) : null;
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
      is_del: row.status_id === COMPANY_STATUS.deleted ? 1 : 0,
      status: statusView(row.status_id, lang),
      version: row.version,
      revision: row.revision,
      submission_id: row.submission_id,
      data_version: row.data_version,
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
        socials: (owner?.socials ?? []).map((social) => ({
          network: named(lists.social_media, social.type)?.name ?? '',
          url: social.name,
        })),
      },
      files: { edr: files },
      history: row.history.map((entry) =>
        historyItem(entry, lang, {
          activity: (id) => named(lists.activities, id)?.name ?? null,
          employees: (id) => named(lists.employees, id)?.name ?? null,
        }),
      ),
      messages: row.comments.map((comment) => ({
        id: String(comment.id),
        text: comment.text,
        author: { id: comment.author_id, name: comment.author_name },
        own: comment.author_id === verifierId,
        update_date: new Date(comment.updated_at).toISOString(),
      })),
    };
    return { company, ...countersFrom(row.counters) };
  }
}
