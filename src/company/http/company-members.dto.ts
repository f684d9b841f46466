import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { normalizePhone } from '../../shared/domain/phone.js';
import type { Id } from '../../shared/domain/id.js';
import { IdField } from '../../shared/http/fields/id-field.js';
import { FORMAT, Password, REQUIRED, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { cleanLine, Matches as MatchesField, trim } from '../../shared/http/fields/validators.js';
import { CODE_ACTIONS, type CodeAction } from '../company.types.js';
import { ACCESS_RIGHT_CODES, MERGED_RIGHTS } from '../domain/company-policy.js';
import { CompanyIdField, INVALID, toBool, toInt } from './company.dto.js';

/*
 * Bodies of the owner-action and member calls. Messages are keys of the message catalog; the
 * validation pipe localizes them and flattens nested paths (`deputies.1.email`).
 */

const EMAIL = { message: 'validation.email' } as const;

const emailText = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The phone mask +380 99 99 99 999 (or any usual spelling) to ten digits; anything else stays and fails. */
const phoneText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' || typeof value === 'number' ? (normalizePhone(value) ?? value) : value;

/** A number or a string of digits (spec: codes travel "as a number"). */
const codeText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : trim({ value });

/**
 * `s_access_z` codes; a single code or a comma-separated string are accepted too. A merged code (the
 * old `positions`) is read as the right it became, so an older client's grant still means the same.
 */
const rightsList = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null || value === '') return [];
  const list =
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(list)) return list;
  return [
    ...new Set(list.map((code: unknown) => (typeof code === 'string' && Object.hasOwn(MERGED_RIGHTS, code) ? MERGED_RIGHTS[code] : code))),
  ];
};

/** The roles a member may be given (the owner's is only ever handed over by a transfer). */
export const GIVEN_ROLES = ['administrator', 'deputy', 'user'] as const;
export type GivenRole = (typeof GIVEN_ROLES)[number];

function Rights(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: [String], enum: ACCESS_RIGHT_CODES, description: 'Codes of the s_access_z list' })(target, key);
    Transform(rightsList)(target, key);
    IsArray(FORMAT)(target, key);
    ArrayMaxSize(ACCESS_RIGHT_CODES.length, { message: 'validation.tooMany' })(target, key);
    IsIn(ACCESS_RIGHT_CODES, { each: true, message: 'company.accessRight' })(target, key);
  };
}

function Email(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example: 'person@example.com' })(target, key);
    Transform(emailText)(target, key);
    Required()(target, key);
    MaxLength(100, TOO_LONG)(target, key);
    IsEmail({}, EMAIL)(target, key);
  };
}

/** A person's name as the invitation states it, without invisible or control characters (cleanText). */
function Name(required: boolean): PropertyDecorator {
  return (target, key) => {
    Transform(cleanLine)(target, key);
    if (required) Required()(target, key);
    else IsOptional()(target, key);
    MaxLength(100, TOO_LONG)(target, key);
    IsString(FORMAT)(target, key);
  };
}

/** The password an invited person chooses: the bounds of identity's own registration (its domain/policy.ts). */
const ChosenPassword = (): PropertyDecorator => Password(8, 50);

/**
 * A person's password is theirs alone: whoever invites them never chooses it. The administrator and
 * deputy forms of the specification still have these fields, so a client may send them; they are
 * read as text and dropped, and the person chooses their password from the invitation.
 */
const IGNORED_PASSWORD =
  'Accepted from the specification’s form and never stored: the invited person chooses their own password from the invitation (confirmMembership)';
/** The `password` and `confirm` of the administrator and deputy forms, documented and read once for both. */
function IgnoredPassword(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString(FORMAT)(target, key);
    MaxLength(100, TOO_LONG)(target, key);
    ApiPropertyOptional({ description: IGNORED_PASSWORD })(target, key);
  };
}

function Phone(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example: '+380 99 123 45 67' })(target, key);
    Transform(phoneText)(target, key);
    Required()(target, key);
    Matches(/^\d{10}$/, { message: 'validation.phone' })(target, key);
  };
}

export class SendActionCodeDto extends CompanyIdField {
  @ApiProperty({ enum: CODE_ACTIONS })
  @Transform(trim)
  @Required()
  @IsIn(CODE_ACTIONS, INVALID)
  action!: CodeAction;
}

export class ConfirmedActionDto extends CompanyIdField {
  @ApiProperty({ description: 'The 6-digit SMS code from sendActionCode (a number or a string of digits)', example: '123456' })
  @Transform(codeText)
  @Required()
  @Matches(/^\d{6}$/, { message: 'validation.code' })
  confirm_code!: string;
}

/** companyRemove: the code may be left out only for a draft (see CompanyListActionHandler). */
export class RemoveCompanyDto extends CompanyIdField {
  @ApiPropertyOptional({
    description:
      'The 6-digit SMS code from sendActionCode; not needed to abandon a draft (status 1, never submitted, no files, no other members)',
    example: '123456',
  })
  @Transform(codeText)
  @IsOptional()
  @Matches(/^\d{6}$/, { message: 'validation.code' })
  confirm_code?: string;
}

export class SearchUserDto extends CompanyIdField {
  @Email()
  email!: string;
}

export class AddUserDto extends CompanyIdField {
  @Email()
  email!: string;

  @Rights()
  s_access_z: string[] = [];

  @ApiPropertyOptional({
    enum: GIVEN_ROLES,
    default: 'user',
    description: 'The role the registered person is invited with (an administrator is appointed so at any time)',
  })
  @IsOptional()
  @IsIn(GIVEN_ROLES, INVALID)
  role?: GivenRole;
}

/** The member is named by user id (from the member list) or by e-mail. */
export class MemberRefDto extends CompanyIdField {
  @ApiPropertyOptional({ type: String, description: "The member's user id" })
  @ValidateIf((body: MemberRefDto) => !body.email)
  @IdField()
  user_id?: Id;

  @ApiPropertyOptional({ description: "Or the member's e-mail" })
  @Transform(emailText)
  @IsOptional()
  @MaxLength(100, TOO_LONG)
  @IsEmail({}, EMAIL)
  email?: string;
}

export class UpdateUserDto extends MemberRefDto {
  @Rights()
  s_access_z: string[] = [];

  @ApiPropertyOptional({
    enum: GIVEN_ROLES,
    description: 'A new role: appoint a member administrator, or make the administrator a deputy or user again (left out: the role stays)',
  })
  @IsOptional()
  @IsIn(GIVEN_ROLES, INVALID)
  role?: GivenRole;
}

/** The administrator form of spec §3: is_admin 0 assigns the caller, 1 another person. */
export class AddAdminDto extends CompanyIdField {
  @ApiProperty({ enum: [0, 1] })
  @Transform(toInt)
  @IsDefined(REQUIRED)
  @IsIn([0, 1], INVALID)
  is_admin!: 0 | 1;

  @ApiPropertyOptional()
  @Name(false)
  surname?: string;

  @ApiPropertyOptional()
  @Name(false)
  first_name?: string;

  @ApiPropertyOptional()
  @Name(false)
  middle_name?: string;

  @ApiPropertyOptional({ example: '+380 99 123 45 67' })
  @Transform(phoneText)
  @IsOptional()
  @Matches(/^\d{10}$/, { message: 'validation.phone' })
  tel?: string;

  @ApiPropertyOptional()
  @Transform(emailText)
  @ValidateIf((body: AddAdminDto) => body.is_admin === 1)
  @Required()
  @MaxLength(100, TOO_LONG)
  @IsEmail({}, EMAIL)
  email?: string;

  @IgnoredPassword()
  password?: string;

  @IgnoredPassword()
  confirm?: string;

  @ApiPropertyOptional({ type: Boolean })
  @Transform(toBool)
  @IsOptional()
  agreement?: boolean;
}

export class DeputyDto {
  @ApiProperty()
  @Name(true)
  last_name!: string;

  @ApiProperty()
  @Name(true)
  first_name!: string;

  @ApiPropertyOptional()
  @Name(false)
  middle_name?: string;

  @Phone()
  tel!: string;

  @Email()
  email!: string;

  @IgnoredPassword()
  password?: string;

  @IgnoredPassword()
  confirm?: string;

  @Rights()
  s_access_z: string[] = [];

  @ApiPropertyOptional({ type: String, description: 'Client-made id of the row (echoed in nothing; accepted for the wizard)' })
  @IsOptional()
  id?: unknown;
}

export class AddDeputiesDto extends CompanyIdField {
  @ApiProperty({ type: [DeputyDto] })
  @IsDefined(REQUIRED)
  @IsArray(FORMAT)
  @ArrayMinSize(1, REQUIRED)
  @ArrayMaxSize(20, { message: 'validation.tooMany' })
  @ValidateNested({ each: true })
  @Type(() => DeputyDto)
  deputies!: DeputyDto[];
}

export class InvitationTokenDto {
  @ApiProperty({ description: "The token from the invitation e-mail's link" })
  @Transform(trim)
  @Required()
  @MaxLength(100, FORMAT)
  @IsString(FORMAT)
  token!: string;
}

export class ConfirmMembershipDto extends InvitationTokenDto {
  @ApiPropertyOptional({
    description: 'The password the person chooses, needed when getInvitation answered set_password (8 to 50 characters)',
  })
  @ValidateIf((body: ConfirmMembershipDto) => body.password !== undefined && body.password !== null)
  @ChosenPassword()
  password?: string;

  @ApiPropertyOptional({ description: 'The password again, checked when sent' })
  @IsOptional()
  @MatchesField('password')
  confirm?: string;
}
