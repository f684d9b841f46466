import { ApiProperty } from '@nestjs/swagger';
import {
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  ONBOARDING_STEP,
  type CompanyAction,
  type CompanyRole,
  type OnboardingStep,
} from '../company.types.js';

// ActiveCompanyView (active-company.query.ts) for the OpenAPI document: loginCompany and
// createCompany answer it as `company`, and identity's user_data carries it, so this leaf is what
// the contract re-exports (identity names the same schema instead of restating it). The small
// classes it is made of are the company answers' too (http/company.responses.ts).

export class NamedIdResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'In the caller’s language' }) name!: string;
}

export class CompanyRoleResponse extends NamedIdResponse {
  @ApiProperty({ enum: Object.keys(COMPANY_ROLES) }) code!: CompanyRole;
}

export class CompanyRejectionResponse {
  @ApiProperty({ type: String, nullable: true, description: 'A preset reason code, or null when the verifier only wrote a text' }) code!:
    | string
    | null;
  @ApiProperty({ description: 'The verifier’s text, or the preset reason’s name in the reader’s language' }) reason!: string;
}

export class ActiveCompanyUserResponse {
  @ApiProperty({ type: CompanyRoleResponse, description: 'The user’s role in the company' }) role!: CompanyRoleResponse;
}

/** `user_data.company`: the company the user works in right now. */
export class ActiveCompanyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: NamedIdResponse, description: 'Status id (COMPANY_STATUS) and name' }) status!: NamedIdResponse;
  @ApiProperty({ type: ActiveCompanyUserResponse }) user!: ActiveCompanyUserResponse;
  @ApiProperty({ type: CompanyRejectionResponse, nullable: true, description: 'While rejected (status 3): why' })
  rejection!: CompanyRejectionResponse | null;
  @ApiProperty({ enum: COMPANY_ACTIONS, isArray: true, description: 'What the user may do in it' }) actions!: CompanyAction[];
  @ApiProperty({ enum: Object.values(ONBOARDING_STEP), description: 'Spec 001 §2: 1 company data, 2 administrator, 3 done' })
  onboarding_step!: OnboardingStep;
  @ApiProperty({ description: 'VERIFICATION_SLA_MINUTES: how long a verification takes at most' }) verification_sla_minutes!: number;
}
