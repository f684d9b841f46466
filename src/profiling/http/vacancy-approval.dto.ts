import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FORMAT, TOO_LONG } from '../../shared/http/fields/fields.js';
import { cleanLines } from '../../shared/http/fields/validators.js';
import { MAX_APPROVERS, MAX_COMMENT } from '../domain/vacancy-approval.rules.js';
import { VacancyIdBody } from './vacancies.dto.js';

/*
 * Request bodies of sending and approval (web/src/shared/api/positions.ts SendRequest,
 * AnswerRequest). Each approver id is checked by the command (domain/vacancy-approval.rules.ts),
 * which names a bad one by its index (`approvers.1`).
 */

export class SendVacancyDto extends VacancyIdBody {
  @ApiProperty({ type: [String], description: 'User ids of confirmed members other than the author; empty = accept and publish' })
  @ArrayMaxSize(MAX_APPROVERS, { message: 'validation.tooMany' })
  @IsArray(FORMAT)
  @IsOptional()
  approvers?: unknown[];
}

export class AnswerVacancyApprovalDto extends VacancyIdBody {
  @ApiProperty({ enum: ['approve', 'decline'] })
  @IsIn(['approve', 'decline'], FORMAT)
  decision!: 'approve' | 'decline';

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Required when declining (at most 2000 characters)' })
  @MaxLength(MAX_COMMENT, TOO_LONG)
  @IsString(FORMAT)
  @IsOptional()
  @Transform(cleanLines)
  comment?: string | null;
}
