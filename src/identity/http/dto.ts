import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { looksLikePhone } from '../domain/phone.js';
import { POLICY } from '../domain/policy.js';
import {
  IsBirthDate,
  IsCode,
  IsIdentifier,
  IsPhone,
  IsSafeLink,
  Matches,
  toArray,
  toBool,
  toCode,
  toInt,
  toTrimmedArray,
  trim,
  trimOrUndefined,
} from './validators.js';

/*
 * Which message a field gets when it breaks several rules: the validation pipe prefers required,
 * type and length failures, then the first failed rule in registration order. Decorators register
 * bottom-up, so within a property the most basic check (the type) is written lowest.
 */
const REQUIRED = { message: 'validation.required' };
const FORMAT = { message: 'validation.format' };
const TOO_LONG = { message: 'validation.tooLong' };
const { min: PASSWORD_MIN, max: PASSWORD_MAX } = POLICY.password;

/** Password 8 to 50 characters with the specification's messages. */
function Password(): PropertyDecorator {
  return (target, key) => {
    IsDefined(REQUIRED)(target, key);
    IsNotEmpty(REQUIRED)(target, key);
    IsString(FORMAT)(target, key);
    MinLength(PASSWORD_MIN, { message: 'validation.passwordMin' })(target, key);
    MaxLength(PASSWORD_MAX, TOO_LONG)(target, key);
  };
}

/** E-mail: required, e-mail format, at most 100 characters. */
function Email(): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsDefined(REQUIRED)(target, key);
    IsNotEmpty(REQUIRED)(target, key);
    IsString(FORMAT)(target, key);
    MaxLength(POLICY.loginMax, TOO_LONG)(target, key);
    IsEmail({}, FORMAT)(target, key);
  };
}

function Required(): PropertyDecorator {
  return (target, key) => {
    IsDefined(REQUIRED)(target, key);
    IsNotEmpty(REQUIRED)(target, key);
  };
}

const first = (...values: unknown[]): unknown => values.find((value) => value !== undefined && value !== null && value !== '');

export class RegistrationDto {
  @ApiProperty({ example: 'olena@example.com', maxLength: 100 })
  @Email()
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Password()
  password!: string;

  @ApiPropertyOptional({ description: 'Repeat of the password; checked when sent' })
  @IsOptional()
  @Matches('password')
  password_repeat?: string;

  @ApiPropertyOptional({ description: 'Origin of the site the person is on; links in e-mails point there (public URL or loopback in development)', example: 'https://kadry.example.com' })
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(300, TOO_LONG)
  ref?: string;
}

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the confirmation link' })
  @Transform(trim)
  @Required()
  @IsString(FORMAT)
  @MaxLength(200, TOO_LONG)
  token!: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean(FORMAT)
  remember?: boolean;
}

export class ResendConfirmEmailDto {
  @ApiProperty({ maxLength: 100 })
  @Email()
  email!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(300, TOO_LONG)
  ref?: string;
}

export class LoginDto {
  @ApiProperty({ description: 'E-mail, or phone when numeric (also accepted as `email`, `phone` or `login`)', maxLength: 100 })
  @Expose()
  @Transform(({ obj }: { obj: Record<string, unknown> }) => {
    const value = first(obj.identifier, obj.email, obj.phone, obj.login);
    return typeof value === 'string' ? value.trim() : value;
  })
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.loginMax, TOO_LONG)
  @IsIdentifier()
  identifier!: string;

  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Password()
  password!: string;

  @ApiPropertyOptional({ type: Boolean, description: '30-day session instead of one day' })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean(FORMAT)
  remember?: boolean;

  @ApiPropertyOptional({ description: 'Site origin for the confirmation link sent to an unconfirmed account' })
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(300, TOO_LONG)
  ref?: string;
}

class ProfileBase {
  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.profile.nameLength, TOO_LONG)
  lname!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.profile.nameLength, TOO_LONG)
  name!: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(trimOrUndefined)
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(POLICY.profile.nameLength, TOO_LONG)
  sname?: string;

  @ApiProperty({ example: '1990-05-17', description: 'YYYY-MM-DD, year 1900 or later, not in the future' })
  @Transform(trim)
  @Required()
  @IsBirthDate()
  birth_date!: string;

  @ApiProperty({ description: 'Id of the gender option list' })
  @Transform(toInt)
  @IsDefined(REQUIRED)
  @Min(1, { message: 'validation.invalid' })
  @IsInt({ message: 'validation.notNumber' })
  gender_id!: number;

  @ApiProperty({ example: '+38 (099) 123-45-67', description: '10 digits after any +38/+380/38 prefix; stored as 0991234567' })
  @Transform(trim)
  @Required()
  @IsPhone()
  phone!: string;
}

export class ProfileCreateDto extends ProfileBase {}

export class SocialDto {
  @ApiProperty({ description: 'Id of the social_media option list' })
  @Transform(toInt)
  @IsDefined(REQUIRED)
  @Min(1, { message: 'validation.invalid' })
  @IsInt({ message: 'validation.notNumber' })
  type!: number;

  @ApiProperty({ description: 'Profile link', maxLength: 255 })
  @Transform(trim)
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.profile.linkLength, TOO_LONG)
  @IsSafeLink()
  name!: string;
}

const PROFILE_KEYS = ['lname', 'name', 'sname', 'birth_date', 'gender_id', 'phone', 'email', 'otherEmails', 'otherPhones', 'socials'] as const;

/** The settings form sends either the whole profile or only `office_presence_status_id`. */
export function isStatusOnly(body: object): boolean {
  const record = body as Record<string, unknown>;
  return record.office_presence_status_id !== undefined && PROFILE_KEYS.every((key) => record[key] === undefined);
}

const WHEN_FULL = ValidateIf((body: object) => !isStatusOnly(body));

export class UpdateProfileDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @WHEN_FULL
  @Transform(trim)
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.profile.nameLength, TOO_LONG)
  lname?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @WHEN_FULL
  @Transform(trim)
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.profile.nameLength, TOO_LONG)
  name?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(trimOrUndefined)
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(POLICY.profile.nameLength, TOO_LONG)
  sname?: string;

  @ApiPropertyOptional({ example: '1990-05-17' })
  @WHEN_FULL
  @Transform(trim)
  @Required()
  @IsBirthDate()
  birth_date?: string;

  @ApiPropertyOptional()
  @WHEN_FULL
  @Transform(toInt)
  @IsDefined(REQUIRED)
  @Min(1, { message: 'validation.invalid' })
  @IsInt({ message: 'validation.notNumber' })
  gender_id?: number;

  @ApiPropertyOptional({ description: 'Read-only once confirmed' })
  @WHEN_FULL
  @Transform(trim)
  @Required()
  @IsPhone()
  phone?: string;

  @ApiPropertyOptional({ description: 'Read-only: when sent it must be the account e-mail' })
  @Transform(trimOrUndefined)
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(POLICY.loginMax, TOO_LONG)
  email?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 3 })
  @Transform(toTrimmedArray)
  @IsOptional()
  @IsEmail({}, { each: true, ...FORMAT })
  @MaxLength(POLICY.loginMax, { each: true, ...TOO_LONG })
  @ArrayMaxSize(POLICY.profile.extraEmails, { message: 'validation.tooMany' })
  @IsArray(FORMAT)
  otherEmails?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: 3 })
  @Transform(toTrimmedArray)
  @IsOptional()
  @IsPhone({ each: true })
  @ArrayMaxSize(POLICY.profile.extraPhones, { message: 'validation.tooMany' })
  @IsArray(FORMAT)
  otherPhones?: string[];

  @ApiPropertyOptional({ type: [SocialDto], maxItems: 4 })
  @Transform(toArray)
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => SocialDto)
  @ArrayMaxSize(POLICY.profile.socials, { message: 'validation.tooMany' })
  @IsArray(FORMAT)
  socials?: SocialDto[];

  @ApiPropertyOptional({ description: 'Id of the office_presence_status option list; may be sent alone' })
  @Transform(toInt)
  @IsOptional()
  @Min(1, { message: 'validation.invalid' })
  @IsInt({ message: 'validation.notNumber' })
  office_presence_status_id?: number;
}

export class UploadFileDto {
  @ApiProperty({ enum: ['avatar'] })
  @Transform(trim)
  @Required()
  @IsIn(['avatar'], { message: 'validation.invalid' })
  type!: string;

  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' })
  @Allow()
  file?: unknown;
}

export class PhoneDto {
  @ApiProperty({ example: '+38 (099) 123-45-67' })
  @Transform(trim)
  @Required()
  @IsPhone()
  phone!: string;
}

export class ConfirmCodeDto {
  @ApiProperty({ example: '123456', description: 'Six digits, as text or as a number' })
  @Transform(toCode)
  @Required()
  @IsCode()
  confirm_phone_code!: string;
}

export class ResetConfirmPhoneDto extends ConfirmCodeDto {
  @ApiProperty({ example: '0991234567' })
  @Transform(trim)
  @Required()
  @IsPhone()
  phone!: string;
}

const forgotEmail = ({ obj }: { obj: Record<string, unknown> }): unknown => {
  const value = first(obj.email, typeof obj.identifier === 'string' && !looksLikePhone(obj.identifier) ? obj.identifier : undefined);
  return typeof value === 'string' ? value.trim() : value;
};
const forgotPhone = ({ obj }: { obj: Record<string, unknown> }): unknown => {
  const value = first(obj.phone, typeof obj.identifier === 'string' && looksLikePhone(obj.identifier) ? obj.identifier : undefined);
  return typeof value === 'string' ? value.trim() : value;
};

/** E-mail (with `ref`) or phone; a single `identifier` field is also read (numeric means phone). */
export class ForgotPasswordDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @Expose()
  @Transform(forgotEmail)
  @ValidateIf((body: ForgotPasswordDto) => body.email !== undefined || body.phone === undefined)
  @Required()
  @IsString(FORMAT)
  @MaxLength(POLICY.loginMax, TOO_LONG)
  @IsEmail({}, FORMAT)
  email?: string;

  @ApiPropertyOptional({ example: '0991234567' })
  @Expose()
  @Transform(forgotPhone)
  @ValidateIf((body: ForgotPasswordDto) => body.email === undefined && body.phone !== undefined)
  @IsPhone()
  phone?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(FORMAT)
  @MaxLength(300, TOO_LONG)
  ref?: string;
}

export class ResetPasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Password()
  new_password!: string;

  @ApiPropertyOptional({ description: 'Checked when sent' })
  @IsOptional()
  @Matches('new_password')
  password_repeat?: string;

  @ApiProperty()
  @Transform(trim)
  @Required()
  @IsString(FORMAT)
  @MaxLength(200, TOO_LONG)
  reset_password_token!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Password()
  currentPassword!: string;

  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Password()
  password!: string;

  @ApiProperty()
  @Required()
  @Matches('password')
  password_repeat!: string;
}

export class VerifierUpdatePasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Password()
  currentPassword!: string;

  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Password()
  newPassword!: string;
}

export class SetStepDto {
  @ApiProperty({ minimum: 0, maximum: 1000 })
  @Transform(toInt)
  @IsDefined(REQUIRED)
  @Min(0, { message: 'validation.invalid' })
  @Max(1000, { message: 'validation.invalid' })
  @IsInt({ message: 'validation.notNumber' })
  step!: number;
}
