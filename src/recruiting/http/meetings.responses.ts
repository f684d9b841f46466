import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { PersonRefResponse, TaskCandidateResponse } from './candidate-records.responses.js';

// The answers of meetings, for the OpenAPI document (the handlers return the query results).

export class MeetingResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '5b0c…@kadry', description: 'The iCalendar UID every invitation of the meeting carries' }) uid!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) starts_at!: string;
  @ApiProperty({ format: 'date-time' }) ends_at!: string;
  @ApiProperty({ example: 'Europe/Kyiv', description: 'The company’s zone it is shown and written in' }) time_zone!: string;
  @ApiProperty({ type: String, nullable: true }) office_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The office’s address as saved' }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) link!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'An interview’s application' }) application_id!: string | null;
  @ApiProperty({ type: TaskCandidateResponse, nullable: true }) candidate!: TaskCandidateResponse | null;
  @ApiProperty() invite_candidate!: boolean;
  @ApiProperty({ type: PersonRefResponse }) organizer!: PersonRefResponse;
  @ApiProperty({ type: [PersonRefResponse], description: 'Colleagues invited, the organizer first' }) participants!: PersonRefResponse[];
  @ApiProperty({ description: 'RFC 5545 SEQUENCE of the last invitation' }) sequence!: number;
  @ApiProperty() cancelled!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelled_at!: string | null;
}

export class ConflictMeetingResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null unless the caller takes part in it' }) title!: string | null;
  @ApiProperty({ format: 'date-time' }) starts_at!: string;
  @ApiProperty({ format: 'date-time' }) ends_at!: string;
}

export class MeetingConflictResponse {
  @ApiProperty({ type: PersonRefResponse }) user!: PersonRefResponse;
  @ApiProperty({ type: ConflictMeetingResponse }) meeting!: ConflictMeetingResponse;
}

export class MeetingAnswer extends OkResponse {
  @ApiProperty({ type: MeetingResponse }) meeting!: MeetingResponse;
  @ApiProperty({ type: [MeetingConflictResponse], description: 'Participants who have another meeting at that time (saved all the same)' })
  conflicts!: MeetingConflictResponse[];
}

export class MeetingsAnswer extends OkResponse {
  @ApiProperty({ type: [MeetingResponse] }) meetings!: MeetingResponse[];
}

export class MeetingConflictsAnswer extends OkResponse {
  @ApiProperty({ type: [MeetingConflictResponse] }) conflicts!: MeetingConflictResponse[];
}
