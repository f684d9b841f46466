import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { CompanyIdBody } from './profiling.dto.js';

/*
 * Request bodies of sending and approval (web/src/shared/api/positions.ts SendRequest,
 * AnswerRequest). The fields are let through (`@Allow`) and read by the commands, which answer
 * every problem under its own path (`approvers.1`, `comment`) with the contract's codes.
 */

export class VacancyIdBody extends CompanyIdBody {
  @ApiProperty({ description: 'The vacancy (uuid)' }) @Allow() vacancy_id?: unknown;
}

export class SendVacancyDto extends VacancyIdBody {
  @ApiProperty({ type: [String], description: 'User ids of confirmed members other than the author; empty = accept and publish' })
  @Allow()
  approvers?: unknown;
}

export class AnswerVacancyApprovalDto extends VacancyIdBody {
  @ApiProperty({ enum: ['approve', 'decline'] }) @Allow() decision?: unknown;
  @ApiPropertyOptional({ description: 'Required when declining (at most 2000 characters)' }) @Allow() comment?: unknown;
}
