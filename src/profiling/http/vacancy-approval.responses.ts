import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_ROLES, type CompanyRole } from '../../company/company.contract.js';
import { OkResponse } from '../../shared/http/ok-response.js';

// The answers of the approval routes, for the OpenAPI document (the handlers return the queries'
// views of queries/vacancy-approval.ts; send and answer answer { vacancy }, VacancyAnswer).

/** A colleague who may be asked to approve. */
export class ApproverOptionResponse {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: Object.keys(COMPANY_ROLES) }) role!: CompanyRole;
}

export class VacancyApproversAnswer extends OkResponse {
  @ApiProperty({ type: [ApproverOptionResponse], description: 'The confirmed members of the company but the caller, by name' })
  users!: ApproverOptionResponse[];
}

/** A vacancy waiting for the caller's answer. */
export class ApprovalRequestResponse {
  @ApiProperty({ format: 'uuid' }) vacancy_id!: string;
  @ApiProperty({ format: 'uuid' }) company_id!: string;
  @ApiProperty() company_name!: string;
  @ApiProperty() number!: number;
  @ApiProperty() name!: string;
  @ApiProperty() author_name!: string;
  @ApiProperty({ format: 'date-time' }) requested_at!: string;
}

export class ApprovalRequestsAnswer extends OkResponse {
  @ApiProperty({ type: [ApprovalRequestResponse], description: 'Across the caller’s companies, newest first' })
  requests!: ApprovalRequestResponse[];
}
