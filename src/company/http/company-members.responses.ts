import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { COMPANY_ROLES, type CompanyRole } from '../company.types.js';

// The answers of the members routes, for the OpenAPI document (the handlers return the query
// results, MemberView and FoundUser of queries/members.query.ts; these classes only describe them).

export class MemberRoleResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: Object.keys(COMPANY_ROLES) }) code!: CompanyRole;
}

export class MemberResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) middle_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
  @ApiProperty({ type: MemberRoleResponse }) role!: MemberRoleResponse;
  @ApiProperty({ type: [String], description: 'Codes of the s_access_z option list' }) s_access_z!: string[];
  @ApiProperty({ enum: ['confirmed', 'awaiting'], description: 'Confirmed, or awaiting the person’s confirmation' }) status!:
    | 'confirmed'
    | 'awaiting';
}

export class MembersResponse extends OkResponse {
  @ApiProperty({ type: [MemberResponse] }) users!: MemberResponse[];
}

export class DeputiesResponse extends OkResponse {
  @ApiProperty({ type: [MemberResponse] }) deputies!: MemberResponse[];
}

export class FoundUserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) middle_name!: string | null;
  @ApiProperty({ enum: [0, 1], description: '1 when the person is already a member (confirmed or awaiting)' }) is_member!: 0 | 1;
}

export class SearchUserResponse extends OkResponse {
  @ApiProperty({ type: FoundUserResponse, nullable: true, description: 'null when nobody has that e-mail' })
  user!: FoundUserResponse | null;
}

export class ConfirmMembershipResponse extends OkResponse {
  @ApiProperty({ format: 'uuid', description: 'The company joined' }) company_id!: string;
}

export class InvitationCompanyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class InvitationRoleResponse {
  @ApiProperty({ enum: Object.keys(COMPANY_ROLES) }) code!: CompanyRole;
  @ApiProperty({ description: 'The role’s name in the request language' }) name!: string;
}

export class InvitationResponse extends OkResponse {
  @ApiProperty({ type: InvitationCompanyResponse }) company!: InvitationCompanyResponse;
  @ApiProperty({ type: InvitationRoleResponse }) role!: InvitationRoleResponse;
  @ApiProperty({ description: 'The invited address' }) email!: string;
  @ApiProperty({
    description: 'True when the account was made for the invitation: confirmMembership then needs the password its person chooses',
  })
  set_password!: boolean;
}
