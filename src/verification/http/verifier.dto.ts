import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Id } from '../../shared/domain/id.js';
import { IdField, IsId } from '../../shared/http/fields/id-field.js';
import { CLAIM_ACTIONS, type ClaimAction } from '../domain/verification-case.js';
import { REJECTION_REASON_CODES, type RejectionReasonCode } from '../verification.types.js';

/*
 * Bodies of the verifier calls (JSON or form fields). Messages are keys of the kernel's texts; the
 * validation pipe localizes them.
 */
const REQUIRED = { message: 'validation.required' };
const FORMAT = { message: 'validation.format' };
const TOO_LONG = { message: 'validation.tooLong' };
const INVALID = { message: 'validation.invalid' };

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : trim({ value });
const idText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : trim({ value });

export const COMMENT_MAX = 2000;

export class VerifierCompanyIdDto {
  @ApiProperty({ type: String, description: 'The company (uuid)' })
  @IdField()
  company_id!: Id;
}

const version = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value === '' || value === null ? undefined : value;

/** The version of the case view the verifier decided on: optional, and a decision on an older one is refused. */
class DecisionVersionDto extends VerifierCompanyIdDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description:
      'company.version of the case view the decision was made on; when the case has changed since: 409 VERIFICATION_STALE_VERSION',
  })
  @Transform(version)
  @IsOptional()
  @IsInt(INVALID)
  @Min(0, INVALID)
  @Max(2_147_483_647, INVALID)
  version?: number;
}

export class VerifierRemoveDto extends DecisionVersionDto {}

export class SetVerificationDto extends DecisionVersionDto {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: 'company.submission_id of the case view: the submission the verdict settles',
  })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsId(INVALID)
  submission_id?: Id;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'company.data_version of the case view: the data the verifier looked at',
  })
  @Transform(version)
  @IsOptional()
  @IsInt(INVALID)
  @Min(0, INVALID)
  @Max(2_147_483_647, INVALID)
  data_version?: number;

  @ApiProperty({ enum: [1, 0], description: '1 verifies, 0 rejects (a reason is needed)' })
  @Transform(({ value }: { value: unknown }) =>
    value === '1' || value === 1 || value === true ? 1 : value === '0' || value === 0 || value === false ? 0 : value,
  )
  @IsDefined(REQUIRED)
  @IsIn([0, 1], INVALID)
  verification!: 0 | 1;

  @ApiPropertyOptional({ enum: REJECTION_REASON_CODES, description: 'A preset reason of the rejection' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn([...REJECTION_REASON_CODES], INVALID)
  reason_code?: RejectionReasonCode;

  @ApiPropertyOptional({
    maxLength: COMMENT_MAX,
    description: 'The reason in the verifier\'s words: required on reject without reason_code or with "other"; stored as a comment',
  })
  @Transform(emptyToUndefined)
  @IsOptional()
  @MaxLength(COMMENT_MAX, TOO_LONG)
  @IsString(FORMAT)
  comment?: string;
}

export class ClaimDto extends VerifierCompanyIdDto {
  @ApiProperty({ enum: CLAIM_ACTIONS })
  @IsDefined(REQUIRED)
  @IsIn([...CLAIM_ACTIONS], INVALID)
  action!: ClaimAction;
}

export class SendMessageDto extends VerifierCompanyIdDto {
  @ApiProperty({ maxLength: COMMENT_MAX })
  @Transform(trim)
  @IsDefined(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(COMMENT_MAX, TOO_LONG)
  @IsString(FORMAT)
  text!: string;
}

export class MessageIdDto extends VerifierCompanyIdDto {
  @ApiProperty({ description: 'The comment (message) id' })
  @Transform(idText)
  @IsDefined(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(20, FORMAT)
  @IsString(FORMAT)
  message_id!: string;
}

export class EditMessageDto extends MessageIdDto {
  @ApiProperty({ maxLength: COMMENT_MAX })
  @Transform(trim)
  @IsDefined(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(COMMENT_MAX, TOO_LONG)
  @IsString(FORMAT)
  text!: string;
}
