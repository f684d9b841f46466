import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT, OptionalBool, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IdField, IsId, OptionalIdField } from '../../shared/http/fields/id-field.js';
import { toArray } from '../../shared/http/fields/validators.js';
import { MEETING_LIMITS } from '../domain/meeting.rules.js';
import { RecordsCompanyDto } from './candidate-records.dto.js';

// The bodies of meetings (every body names its company).

const MOMENT = { example: '2026-12-10T10:00:00+02:00', description: 'ISO 8601 with its offset' };

export class MeetingTimeDto extends RecordsCompanyDto {
  @ApiProperty(MOMENT) @MaxLength(40, TOO_LONG) @IsString(FORMAT) @Required() starts_at!: string;
  @ApiProperty(MOMENT) @MaxLength(40, TOO_LONG) @IsString(FORMAT) @Required() ends_at!: string;

  @ApiProperty({ type: [String], description: 'Colleagues (user ids); the organizer is always one', maxItems: MEETING_LIMITS.participants })
  @Transform(toArray)
  @IsArray(FORMAT)
  @ArrayMaxSize(MEETING_LIMITS.participants, { message: 'validation.tooMany' })
  @IsId({ each: true, message: 'validation.format' })
  participant_ids!: string[];
}

export class AddMeetingDto extends MeetingTimeDto {
  @ApiProperty({ maxLength: MEETING_LIMITS.titleLength })
  @MaxLength(MEETING_LIMITS.titleLength, TOO_LONG)
  @IsString(FORMAT)
  @Required()
  title!: string;

  @ApiPropertyOptional({ description: 'One of the company’s offices (get_company_offices’ id); or `link`', maxLength: 80 })
  @IsOptional()
  @MaxLength(80, TOO_LONG)
  @IsString(FORMAT)
  office_id?: string;

  @ApiPropertyOptional({ description: 'A video link (https); or `office_id`', maxLength: MEETING_LIMITS.linkLength })
  @IsOptional()
  @MaxLength(MEETING_LIMITS.linkLength, TOO_LONG)
  @IsString(FORMAT)
  link?: string;

  @ApiPropertyOptional({ type: String, description: 'An interview of this application (right "candidates")' })
  @OptionalIdField()
  application_id?: Id;

  @ApiPropertyOptional({ description: 'The application’s candidate gets the invitation too' }) @OptionalBool() invite_candidate?: boolean;
}

export class UpdateMeetingDto extends AddMeetingDto {
  @ApiProperty({ type: String }) @IdField() meeting_id!: Id;
}

export class MeetingIdDto extends RecordsCompanyDto {
  @ApiProperty({ type: String }) @IdField() meeting_id!: Id;
}

export class GetMeetingsDto extends RecordsCompanyDto {
  @ApiProperty({ example: '2026-12-01', description: 'A day (its start in the company’s time zone) or an ISO moment' })
  @MaxLength(40, TOO_LONG)
  @IsString(FORMAT)
  @Required()
  from!: string;

  @ApiProperty({ example: '2027-01-12', description: 'The end, excluded; at most 93 days after `from`' })
  @MaxLength(40, TOO_LONG)
  @IsString(FORMAT)
  @Required()
  to!: string;
}

export class CheckMeetingConflictsDto extends MeetingTimeDto {
  @ApiPropertyOptional({ type: String, description: 'The meeting being changed (left out of the answer)' })
  @OptionalIdField()
  meeting_id?: Id;
}
