import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { VerifierNamedIdResponse, VerifierPersonResponse } from '../queries/case-view.js';
import { VerifierCaseResponse, VerifierCommentResponse } from '../queries/get-verification-company-info.js';

// The answers of the verifier's routes, for the OpenAPI document (the handlers return the query
// results; these classes describe them, and the case's classes are the query's own types). Names
// start with Verifier: schema names are global to the document, and the company context has its own
// NamedIdResponse. The extract files are the company's own schema (company.contract.ts).

/** The list counters every case and list answer carries. */
export class VerifierCountersResponse extends OkResponse {
  @ApiProperty() companiesAll!: number;
  @ApiProperty() companiesUnderConsideration!: number;
  @ApiProperty() companiesActive!: number;
  @ApiProperty() companiesReject!: number;
  @ApiProperty() companiesDeleted!: number;
  @ApiProperty({ description: 'Under consideration past the due time' }) companiesOverdue!: number;
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
