import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ActiveCompanyResponse } from '../../company/company.contract.js';
import { OkResponse } from '../../shared/http/ok-response.js';
import { LANGS } from '../../shared/i18n/lang.js';
import { POLICY } from '../domain/policy.js';
import { ROLES } from '../identity.types.js';

// The answers of the account calls, for the OpenAPI document (the handlers return UserData of
// queries/user-data.ts; these classes only describe it).

export class SocialResponse {
  @ApiProperty({ description: 'Id of the social_media option list' }) type!: number;
  @ApiProperty({ description: 'The profile link' }) name!: string;
}

export class OfficePresenceResponse {
  @ApiProperty({ description: 'Id of the office_presence_status option list' }) id!: number;
  @ApiProperty({ description: 'In the caller’s language' }) name!: string;
}

export class UserFileResponse {
  @ApiProperty({ enum: ['avatar'] }) type!: 'avatar';
  @ApiProperty({ description: 'A public, unguessable link (files/avatars/...)' }) url!: string;
  @ApiProperty({ enum: POLICY.avatar.sizes, description: 'Edge length in pixels of this square rendition' }) size!: number;
}

const FLAG = { enum: [0, 1] } as const;

/** `user_data` of spec 000 §3 "User info". */
export class UserDataResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty(FLAG) is_confirm_email!: 0 | 1;
  @ApiProperty({ type: String, nullable: true }) lname!: string | null;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) sname!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1990-05-17' }) birth_date!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Id of the gender option list' }) gender_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '0991234567', description: 'Ten digits' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+380991234567', description: 'The same phone in international form' }) tel!:
    | string
    | null;
  @ApiProperty(FLAG) is_confirm_phone!: 0 | 1;
  @ApiProperty(FLAG) is_profile_created!: 0 | 1;
  @ApiProperty({ type: [String] }) otherEmails!: string[];
  @ApiProperty({ type: [String] }) otherPhones!: string[];
  @ApiProperty({ type: [SocialResponse] }) socials!: SocialResponse[];
  @ApiProperty(FLAG) is_verifier!: 0 | 1;
  @ApiProperty(FLAG) is_admin!: 0 | 1;
  @ApiProperty({ enum: ROLES }) role!: string;
  @ApiProperty({ type: OfficePresenceResponse, nullable: true, description: 'null for verifiers and until chosen' })
  office_presence_status!: OfficePresenceResponse | null;
  @ApiProperty({ type: [UserFileResponse], description: 'The avatar’s renditions; empty without one' }) files!: UserFileResponse[];
  @ApiProperty({ description: 'The interface step set_step remembered' }) step!: number;
  @ApiProperty({ enum: LANGS }) lang!: string;
  @ApiProperty({ type: ActiveCompanyResponse, nullable: true, description: 'The session’s active company' })
  company!: ActiveCompanyResponse | null;
  @ApiPropertyOptional({
    description: 'The new session token: only where a call signs in (loginUser with a confirmed e-mail, confirmEmail)',
  })
  token?: string;
}

export class UserDataAnswer extends OkResponse {
  @ApiProperty({ type: UserDataResponse }) user_data!: UserDataResponse;
}

export class ResetTokenAnswer extends OkResponse {
  @ApiProperty({ description: 'Lets resetPassword set a new password' }) reset_password_token!: string;
}
