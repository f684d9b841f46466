import { ApiProperty } from '@nestjs/swagger';
import { CompanyFilesResponse } from '../../company/company.contract.js';
import { OkResponse } from '../../shared/http/ok-response.js';

// The answers of the verifier's routes, for the OpenAPI document (the handlers return the query
// results; these classes only describe them). Names start with Verifier: schema names are global
// to the document, and the company context has its own NamedIdResponse. The extract files are the company's own
// schema (company.contract.ts).

export class VerifierNamedIdResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the caller’s language (empty when the catalogue has no such item)' }) name!: string;
}

export class VerifierPersonResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** The list counters every case and list answer carries. */
export class VerifierCountersResponse extends OkResponse {
  @ApiProperty() companiesAll!: number;
  @ApiProperty() companiesUnderConsideration!: number;
  @ApiProperty() companiesActive!: number;
  @ApiProperty() companiesReject!: number;
  @ApiProperty() companiesDeleted!: number;
  @ApiProperty({ description: 'Under consideration past the due time' }) companiesOverdue!: number;
}

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
  @ApiProperty({ type: String, nullable: true, description: 'Accounts keep no city yet: null' }) city!: string | null;
  @ApiProperty({ type: [VerifierSocialResponse] }) socials!: VerifierSocialResponse[];
}

export class VerifierHistoryResponse {
  @ApiProperty() id!: string;
  @ApiProperty({
    description: 'What happened (registered, submitted, verified, rejected, removed_by_verifier, comment_added, claimed …)',
    example: 'submitted',
  })
  kind!: string;
  @ApiProperty({ description: 'One line in the caller’s language' }) text!: string;
  @ApiProperty({ type: VerifierPersonResponse, nullable: true, description: 'Null for the system' }) actor!: VerifierPersonResponse | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What the line names (changed fields, reason …), as recorded' })
  details!: Record<string, unknown>;
}

/** `company` of getVerificationCompanyInfo and of the decisions. */
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

/** getVerificationCompanyInfo, and the decisions (setVerificationCompany, removeCompany): the case after them. Claims and comments answer it too, beside their own fields. */
export class VerifierCaseAnswer extends VerifierCountersResponse {
  @ApiProperty({ type: VerifierCaseResponse }) company!: VerifierCaseResponse;
}

/** send/edit/removeVerificationCompanyMessage: every comment (as before), and the case after the change. */
export class VerifierCommentsAnswer extends VerifierCaseAnswer {
  @ApiProperty({ type: [VerifierCommentResponse], description: 'Every comment of the case, oldest first (the same as company.messages)' })
  messages!: VerifierCommentResponse[];
}

/** claimVerificationCompany: who holds the case (as before), and the case after the claim. */
export class VerifierClaimAnswer extends VerifierCaseAnswer {
  @ApiProperty({ type: VerifierPersonResponse, nullable: true, description: 'Who holds the case now' })
  assignee!: VerifierPersonResponse | null;
}

export class VerifierNoticeResponse {
  @ApiProperty({ format: 'uuid', description: 'The company' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was submitted' }) update_date!: string;
  @ApiProperty({ enum: ['submitted', 'resubmitted'] }) kind!: 'submitted' | 'resubmitted';
}

export class VerifierNoticesAnswer extends OkResponse {
  @ApiProperty({ type: [VerifierNoticeResponse], description: 'Newest submission first, at most 50' }) list!: VerifierNoticeResponse[];
}

/** A row of the back-office table (list, advanced search). */
export class VerifierRowResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() number!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: VerifierNamedIdResponse, nullable: true }) activity!: VerifierNamedIdResponse | null;
  @ApiProperty() code!: string;
  @ApiProperty({ format: 'date-time' }) update_date!: string;
  @ApiProperty({ description: 'How many extract files' }) files!: number;
  @ApiProperty({ type: VerifierNamedIdResponse }) status!: VerifierNamedIdResponse;
  @ApiProperty({ enum: [0, 1] }) is_del!: 0 | 1;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) due_at!: string | null;
  @ApiProperty() overdue!: boolean;
  @ApiProperty({ type: VerifierPersonResponse, nullable: true }) assignee!: VerifierPersonResponse | null;
}

export class VerifierListAnswer extends VerifierCountersResponse {
  @ApiProperty({ type: [VerifierRowResponse] }) companies!: VerifierRowResponse[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() page_size!: number;
}

export class VerifierMatchResponse {
  @ApiProperty({ enum: ['name', 'code'] }) field!: 'name' | 'code';
  @ApiProperty({ description: 'Offset in the answered name (or code), in UTF-16 units' }) start!: number;
  @ApiProperty() length!: number;
}

export class VerifierFoundRowResponse extends VerifierRowResponse {
  @ApiProperty({ type: VerifierMatchResponse, nullable: true, description: 'What to highlight' }) match!: VerifierMatchResponse | null;
}

export class VerifierFindAnswer extends OkResponse {
  @ApiProperty({ type: [VerifierFoundRowResponse] }) search_result!: VerifierFoundRowResponse[];
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'More match than total: the count stopped at 1000' }) total_capped!: boolean;
  @ApiProperty() page!: number;
  @ApiProperty() page_size!: number;
}

export class VerifierHitResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() code!: string;
  @ApiProperty({ type: VerifierNamedIdResponse }) status!: VerifierNamedIdResponse;
  @ApiProperty({ type: VerifierMatchResponse, nullable: true, description: 'What to highlight' }) match!: VerifierMatchResponse | null;
}

export class VerifierQuickSearchAnswer extends OkResponse {
  @ApiProperty({ type: [VerifierHitResponse], description: 'At most 10' }) search_result!: VerifierHitResponse[];
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'More match than total: the count stopped at 1000' }) total_capped!: boolean;
}
