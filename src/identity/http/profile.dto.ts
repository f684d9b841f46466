import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsInt,
  IsOptional,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { BirthDate, FORMAT, OptionalText, OptionId, Phone, REQUIRED, Text, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IsPhone, IsSafeLink, toArray, toInt, toTrimmedArray } from '../../shared/http/fields/validators.js';
import { POLICY } from '../domain/policy.js';

class ProfileBase {
  @ApiProperty({ maxLength: 100 })
  @Text(POLICY.profile.nameLength)
  lname!: string;

  @ApiProperty({ maxLength: 100 })
  @Text(POLICY.profile.nameLength)
  name!: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @OptionalText(POLICY.profile.nameLength)
  sname?: string;

  @ApiProperty({ example: '1990-05-17', description: 'YYYY-MM-DD, year 1900 or later, not in the future' })
  @BirthDate()
  birth_date!: string;

  @ApiProperty({ description: 'Id of the gender option list' })
  @OptionId()
  gender_id!: number;

  @ApiProperty({ example: '+38 (099) 123-45-67', description: '10 digits after any +38/+380/38 prefix; stored as 0991234567' })
  @Phone()
  phone!: string;
}

export class ProfileCreateDto extends ProfileBase {}

export class SocialDto {
  @ApiProperty({ description: 'Id of the social_media option list' })
  @OptionId()
  type!: number;

  @ApiProperty({ description: 'Profile link', maxLength: 255 })
  @Text(POLICY.profile.linkLength)
  @IsSafeLink()
  name!: string;
}

const PROFILE_KEYS = [
  'lname',
  'name',
  'sname',
  'birth_date',
  'gender_id',
  'phone',
  'email',
  'otherEmails',
  'otherPhones',
  'socials',
] as const;

/** The settings form sends either the whole profile or only `office_presence_status_id`. */
export function isStatusOnly(body: object): boolean {
  const record = body as Record<string, unknown>;
  return record.office_presence_status_id !== undefined && PROFILE_KEYS.every((key) => record[key] === undefined);
}

const WHEN_FULL = ValidateIf((body: object) => !isStatusOnly(body));

export class UpdateProfileDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @WHEN_FULL
  @Text(POLICY.profile.nameLength)
  lname?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @WHEN_FULL
  @Text(POLICY.profile.nameLength)
  name?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @OptionalText(POLICY.profile.nameLength)
  sname?: string;

  @ApiPropertyOptional({ example: '1990-05-17' })
  @WHEN_FULL
  @BirthDate()
  birth_date?: string;

  @ApiPropertyOptional()
  @WHEN_FULL
  @OptionId()
  gender_id?: number;

  @ApiPropertyOptional({ description: 'Read-only once confirmed' })
  @WHEN_FULL
  @Phone()
  phone?: string;

  @ApiPropertyOptional({ description: 'Read-only: when sent it must be the account e-mail' })
  @OptionalText(POLICY.loginMax)
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

export class SetStepDto {
  @ApiProperty({ minimum: 0, maximum: 1000 })
  @Transform(toInt)
  @IsDefined(REQUIRED)
  @Min(0, { message: 'validation.invalid' })
  @Max(1000, { message: 'validation.invalid' })
  @IsInt({ message: 'validation.notNumber' })
  step!: number;
}
