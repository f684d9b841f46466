import { ApiProperty } from '@nestjs/swagger';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import { COMPANY_STATUS, CompanyFilesResponse, GetCompanyExtractFilesQuery } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { VerificationErrors } from '../domain/verification.errors.js';
import {
  historyItem,
  statusView,
  VerifierHistoryResponse,
  VerifierNamedIdResponse,
  VerifierPersonResponse,
  type Counters,
  type HistoryRow,
  type NamedId,
} from './case-view.js';
import { COUNTERS, countersFrom } from './company-rows.js';
import type { Id } from '../../shared/domain/id.js';

// The case view is written once: these classes are both what the query builds and, through their
// decorators, the answer's schema in the OpenAPI document (http/verifier.responses.ts wraps them in
// the answers). A field of the case is added here (the statement, the row, the class, the mapping)
// and shown in the web's InfoPanel.

export class VerifierCommentResponse {
  @ApiProperty() id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: VerifierPersonResponse }) author!: VerifierPersonResponse;
  @ApiProperty({ description: 'Written by the caller (who alone may change it)' }) own!: boolean;
  @ApiProperty({ format: 'date-time' }) update_date!: string;
}

export class VerifierSocialResponse {
  @ApiProperty({ description: 'The network’s name in the caller’s language' }) network!: string;
  @ApiProperty() url!: string;
}

export class VerifierOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: [String] }) emails!: string[];
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: [String] }) phones!: string[];
  /** Spec 001 §2 shows a fixed city line; accounts keep no city yet. */
  @ApiProperty({ type: String, nullable: true, description: 'Accounts keep no city yet: null' }) city!: string | null;
  @ApiProperty({ type: [VerifierSocialResponse] }) socials!: VerifierSocialResponse[];
}

/** `company` of getVerificationCompanyInfo and of the decisions (docs/verification.md, "Case view"). */
export class VerifierCaseResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The case number the list shows' }) number!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'EDRPOU' }) code!: string;
  @ApiProperty({ type: String, nullable: true }) brand!: string | null;
  @ApiProperty({ type: VerifierNamedIdResponse, nullable: true }) activity!: VerifierNamedIdResponse | null;
  @ApiProperty({ type: String, nullable: true }) services!: string | null;
  @ApiProperty({ type: VerifierNamedIdResponse, nullable: true }) employees!: VerifierNamedIdResponse | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ format: 'date-time' }) create_date!: string;
  @ApiProperty({ format: 'date-time' }) update_date!: string;
  @ApiProperty({ enum: [0, 1] }) is_del!: 0 | 1;
  @ApiProperty({ type: VerifierNamedIdResponse, description: 'Status id (COMPANY_STATUS) and name' }) status!: VerifierNamedIdResponse;
  @ApiProperty({ description: 'Moves with every status change; a decision may carry it, and its live message names it' }) version!: number;
  @ApiProperty({
    description:
      'The case revision: moves with every change of the case (claims, comments, decisions, the company’s own changes); every live message about the case names it',
  })
  revision!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The submission under review: a verdict names it and settles that one only',
  })
  submission_id!: string | null;
  @ApiProperty({ description: 'The version of the name and code the submission carries: a verdict names it' }) data_version!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'While under consideration: when the check is due' })
  due_at!: string | null;
  @ApiProperty() overdue!: boolean;
  @ApiProperty({ type: VerifierPersonResponse, nullable: true, description: 'The verifier who took the case' })
  assignee!: VerifierPersonResponse | null;
  @ApiProperty({ type: VerifierOwnerResponse, description: 'The owner’s contacts' }) owner!: VerifierOwnerResponse;
  @ApiProperty({ type: CompanyFilesResponse }) files!: CompanyFilesResponse;
  @ApiProperty({ type: [VerifierHistoryResponse], description: 'Oldest first' }) history!: VerifierHistoryResponse[];
  @ApiProperty({ type: [VerifierCommentResponse], description: 'Oldest first' }) messages!: VerifierCommentResponse[];
}

export type VerificationCompanyInfo = { company: VerifierCaseResponse } & Counters;

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
    readonly companyId: Id,
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
    const company: VerifierCaseResponse = {
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
