import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT, OptionalBool, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IdField, IsId, OptionalIdField } from '../../shared/http/fields/id-field.js';
import { toArray, toInt } from '../../shared/http/fields/validators.js';
import { NOTE_LIMITS } from '../domain/note.entity.js';
import { SETTINGS_LIMITS } from '../domain/recruiting-settings.entity.js';
import { TASK_LIMITS } from '../domain/task.entity.js';

// The bodies of notes, tasks, CV files, settings and personal data (every body names its company).

export class RecordsCompanyDto {
  @ApiProperty({ type: String, description: 'The company (uuid)' }) @IdField() company_id!: Id;
}

export class RecordsCandidateDto extends RecordsCompanyDto {
  @ApiProperty({ type: String, description: 'One of the company’s candidates' }) @IdField() candidate_id!: Id;
}

export class AddNoteDto extends RecordsCandidateDto {
  @ApiProperty({ maxLength: NOTE_LIMITS.textLength, description: 'The note; line breaks are kept' })
  @MaxLength(NOTE_LIMITS.textLength, TOO_LONG)
  @IsString(FORMAT)
  @Required()
  text!: string;

  @ApiPropertyOptional({ type: [String], description: 'Colleagues (user ids) to tell in the bell', maxItems: NOTE_LIMITS.mentions })
  @Transform(toArray)
  @IsOptional()
  @IsArray(FORMAT)
  @ArrayMaxSize(NOTE_LIMITS.mentions, { message: 'validation.tooMany' })
  @IsId({ each: true, message: 'validation.format' })
  mentions?: string[];
}

export class AddTaskDto extends RecordsCompanyDto {
  @ApiProperty({ maxLength: TASK_LIMITS.titleLength })
  @MaxLength(TASK_LIMITS.titleLength, TOO_LONG)
  @IsString(FORMAT)
  @Required()
  title!: string;

  @ApiProperty({ example: '2026-12-31', description: 'The day it is due (YYYY-MM-DD)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, FORMAT)
  @IsString(FORMAT)
  @Required()
  due_date!: string;

  @ApiProperty({ type: String, description: 'A colleague (user id) of the company' }) @IdField() assignee_id!: Id;
  @ApiPropertyOptional({ type: String, description: 'The candidate it is about' }) @OptionalIdField() candidate_id?: Id;
}

export class GetTasksDto extends RecordsCompanyDto {
  @ApiPropertyOptional({ description: 'Only the caller’s ("my tasks")' }) @OptionalBool() mine?: boolean;
  @ApiPropertyOptional({ type: String, description: 'Only one candidate’s (done ones too)' }) @OptionalIdField() candidate_id?: Id;
  @ApiPropertyOptional({ description: 'Completed tasks too' }) @OptionalBool() include_done?: boolean;
}

export class TaskIdDto extends RecordsCompanyDto {
  @ApiProperty({ type: String }) @IdField() task_id!: Id;
}

export class SetRecruitingSettingsDto extends RecordsCompanyDto {
  @ApiPropertyOptional({
    minimum: SETTINGS_LIMITS.staleDays.min,
    maximum: SETTINGS_LIMITS.staleDays.max,
    description: 'Days an open application may rest before its vacancy’s author gets a task',
  })
  @Transform(toInt)
  @IsOptional()
  @Min(SETTINGS_LIMITS.staleDays.min, { message: 'recruiting.staleDays' })
  @Max(SETTINGS_LIMITS.staleDays.max, { message: 'recruiting.staleDays' })
  @IsInt(FORMAT)
  stale_days?: number;

  @ApiPropertyOptional({
    minimum: SETTINGS_LIMITS.retentionMonths.min,
    maximum: SETTINGS_LIMITS.retentionMonths.max,
    description: 'Months a candidate’s data is kept after their last activity',
  })
  @Transform(toInt)
  @IsOptional()
  @Min(SETTINGS_LIMITS.retentionMonths.min, { message: 'recruiting.retentionMonths' })
  @Max(SETTINGS_LIMITS.retentionMonths.max, { message: 'recruiting.retentionMonths' })
  @IsInt(FORMAT)
  retention_months?: number;

  @ApiPropertyOptional({
    example: 'Europe/Kyiv',
    maxLength: 64,
    description: 'The company’s time zone (IANA): meetings are shown and written in it',
  })
  @IsOptional()
  @MaxLength(64, TOO_LONG)
  @IsString(FORMAT)
  time_zone?: string;
}

export class CandidateFileDto extends RecordsCompanyDto {
  @ApiProperty({ type: String }) @IdField() file_id!: Id;
  @ApiPropertyOptional({
    description: 'true: as the viewer shows it (inline; DOC/DOCX as their PDF); false or left out: the original, as an attachment',
  })
  @OptionalBool()
  view?: boolean;
}
