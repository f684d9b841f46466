import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';

// The answers of notes, tasks, CV files, settings and personal data, for the OpenAPI document (the
// handlers return the query results; these classes only describe them).

export class PersonRefResponse {
  @ApiProperty({ format: 'uuid', description: 'The colleague’s user id' }) id!: string;
  @ApiProperty({ description: 'Their display name' }) name!: string;
}

export class NoteResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: PersonRefResponse }) author!: PersonRefResponse;
  @ApiProperty({ type: [PersonRefResponse] }) mentions!: PersonRefResponse[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class TaskCandidateResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() lname!: string;
}

export class TaskResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: ['manual', 'stale', 'scoring'],
    description: 'stale: made by the daily job for an application nobody touched; scoring: fill a scorecard of an interview that ended',
  })
  kind!: 'manual' | 'stale' | 'scoring';
  @ApiProperty() title!: string;
  @ApiProperty({ example: '2026-12-31' }) due_date!: string;
  @ApiProperty({ description: 'Open and its day is past' }) overdue!: boolean;
  @ApiProperty({ type: PersonRefResponse }) assignee!: PersonRefResponse;
  @ApiProperty({ type: TaskCandidateResponse, nullable: true }) candidate!: TaskCandidateResponse | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The application a stale task is about' })
  application_id!: string | null;
  @ApiProperty({ type: PersonRefResponse, nullable: true, description: 'Null: made by the daily job' })
  created_by!: PersonRefResponse | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) done_at!: string | null;
  @ApiProperty({ type: PersonRefResponse, nullable: true }) done_by!: PersonRefResponse | null;
}

export class CandidateFileResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['pdf', 'doc', 'docx'] }) format!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty({ enum: ['pending', 'ready', 'failed'], description: 'Whether the CV’s text is searchable yet' }) text_state!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class NoteAnswer extends OkResponse {
  @ApiProperty({ type: NoteResponse }) note!: NoteResponse;
}

export class TaskAnswer extends OkResponse {
  @ApiProperty({ type: TaskResponse }) task!: TaskResponse;
}

export class TasksAnswer extends OkResponse {
  @ApiProperty({ type: [TaskResponse], description: 'Open first, by due day' }) tasks!: TaskResponse[];
}

export class CandidateFileAnswer extends OkResponse {
  @ApiProperty({ type: CandidateFileResponse }) file!: CandidateFileResponse;
}

export class RecruitingSettingsResponse {
  @ApiProperty({ example: 5 }) stale_days!: number;
  @ApiProperty({ example: 24 }) retention_months!: number;
  @ApiProperty({ example: 'Europe/Kyiv' }) time_zone!: string;
}

export class RecruitingSettingsAnswer extends OkResponse {
  @ApiProperty({ type: RecruitingSettingsResponse }) settings!: RecruitingSettingsResponse;
}

export class CandidateErasedAnswer extends OkResponse {
  @ApiProperty({ format: 'uuid' }) candidate_id!: string;
  @ApiProperty({ format: 'date-time' }) erased_at!: string;
}

export class FileConvertingAnswer extends OkResponse {
  @ApiProperty({ enum: [true], description: 'The PDF of a DOC/DOCX is still being made: ask again (Retry-After)' }) converting!: true;
}
