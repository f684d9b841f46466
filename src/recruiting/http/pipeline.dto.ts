import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { NEXT_MORNING, RECRUITING_LIMITS } from '../../shared/contract/recruiting.js';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT, OptionalBool, OptionalText, Text, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IdField, OptionalIdField } from '../../shared/http/fields/id-field.js';
import { INT4_MAX, cleanLines, toArray, toInt } from '../../shared/http/fields/validators.js';
import { CompanyBody } from './candidates.dto.js';

/** The bodies of the pipeline calls: applications, the board, stages and rejections. */

/** A version or a reason id: a whole number from 1, also as text. */
function Whole(): PropertyDecorator {
  return (target, key) => {
    Max(INT4_MAX, FORMAT)(target, key as string);
    Min(1, FORMAT)(target, key as string);
    IsInt(FORMAT)(target, key as string);
    Transform(toInt)(target, key as string);
  };
}

export class AddApplicationDto extends CompanyBody {
  @ApiProperty({ type: String }) @IdField() candidate_id!: Id;
  @ApiProperty({ type: String, description: 'A published vacancy of the company' }) @IdField() vacancy_id!: Id;
}

export class VacancyBoardDto extends CompanyBody {
  @ApiProperty({ type: String }) @IdField() vacancy_id!: Id;
}

export class ApplicationIdDto extends CompanyBody {
  @ApiProperty({ type: String }) @IdField() application_id!: Id;
}

export class MoveApplicationDto extends ApplicationIdDto {
  @ApiProperty({ type: String, description: "A stage of the application's vacancy board (not 'Отказ': reject_application)" })
  @IdField()
  stage_id!: Id;
  @ApiProperty({ description: 'The version the screen shows (409 STALE_VERSION if it moved since)' }) @Whole() version!: number;
}

export class RejectionLetterDto extends ApplicationIdDto {
  @ApiProperty({ description: 'A reason of get_rejection_reasons' }) @Whole() reason_id!: number;
}

export class RejectApplicationDto extends ApplicationIdDto {
  @ApiPropertyOptional({ description: 'A reason of get_rejection_reasons (400 REJECTION_REASON_REQUIRED without)' })
  @Whole()
  @IsOptional()
  reason_id?: number;
  @ApiProperty({ description: 'The version the screen shows (409 STALE_VERSION if it moved since)' }) @Whole() version!: number;
  @ApiPropertyOptional({
    maxLength: RECRUITING_LIMITS.letterBodyLength,
    description: "The letter's text as edited (left out: get_rejection_letter's)",
  })
  @MaxLength(RECRUITING_LIMITS.letterBodyLength, TOO_LONG)
  @IsString(FORMAT)
  @IsOptional()
  @Transform(cleanLines)
  message?: string;
  @ApiPropertyOptional({ maxLength: RECRUITING_LIMITS.letterSubjectLength, description: "The letter's subject as edited" })
  @OptionalText(RECRUITING_LIMITS.letterSubjectLength)
  subject?: string;
  @ApiPropertyOptional({
    description: `When the letter goes: an ISO date-time within ${RECRUITING_LIMITS.maxSendDelayDays} days, or '${NEXT_MORNING}' (09:00 Kyiv time); left out: now`,
  })
  @OptionalText(40)
  send_at?: string;
  @ApiPropertyOptional({ description: 'False: no letter is sent (default true)' }) @OptionalBool() send_letter?: boolean;
}

export class StageNameDto {
  @ApiPropertyOptional({ type: String, description: 'An existing step (left out: a new one)' }) @OptionalIdField() id?: Id;
  @ApiProperty({ maxLength: RECRUITING_LIMITS.stageNameLength }) @Text(RECRUITING_LIMITS.stageNameLength) name!: string;
}

export class GetStagesDto extends CompanyBody {
  @ApiPropertyOptional({ type: String, description: "A vacancy's board (left out: the company's template)" })
  @OptionalIdField()
  vacancy_id?: Id;
}

export class SetStagesDto extends GetStagesDto {
  @ApiProperty({ type: [StageNameDto], description: 'The steps between "Новый" and the ends, in order' })
  @ValidateNested({ each: true })
  @Type(() => StageNameDto)
  @ArrayMaxSize(RECRUITING_LIMITS.steps, { message: 'validation.tooMany' })
  @IsArray(FORMAT)
  @Transform(toArray)
  stages!: StageNameDto[];
}
