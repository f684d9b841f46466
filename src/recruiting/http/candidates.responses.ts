import { MeetingResponse } from './meetings.responses.js';
import { ApiProperty } from '@nestjs/swagger';
import { CANDIDATE_LANGS, CANDIDATE_SOURCES, type CandidateLang, type CandidateSource } from '../../shared/contract/recruiting.js';
import { OkResponse } from '../../shared/http/ok-response.js';
import { ApplicationResponse, NamedResponse } from './pipeline.responses.js';
import { CandidateFileResponse, NoteResponse, TaskResponse } from './candidate-records.responses.js';

// The answers of the candidate routes for the OpenAPI document.

export class ConsentResponse {
  @ApiProperty() text_id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class CandidateResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() lname!: string;
  @ApiProperty({ type: [String], description: 'Trimmed, lower case; letters go to the first' }) emails!: string[];
  @ApiProperty({ type: [String], description: 'E.164' }) phones!: string[];
  @ApiProperty({ enum: CANDIDATE_SOURCES }) source!: CandidateSource;
  @ApiProperty({ type: NamedResponse, nullable: true }) referrer!: NamedResponse | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: ConsentResponse, nullable: true }) consent!: ConsentResponse | null;
  @ApiProperty({ enum: CANDIDATE_LANGS, description: 'The language of their letters' }) lang!: CandidateLang;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Anonymised after it' }) retain_until!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class LetterResponse {
  @ApiProperty() id!: string;
  @ApiProperty() application_id!: string;
  @ApiProperty({ enum: CANDIDATE_LANGS }) lang!: CandidateLang;
  @ApiProperty({ type: String, nullable: true }) to!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ format: 'date-time' }) send_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null until put in the e-mail queue' }) queued_at!:
    | string
    | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class CandidateDetailResponse extends CandidateResponse {
  @ApiProperty({ type: [ApplicationResponse], description: 'Newest first, each with its history' }) applications!: ApplicationResponse[];
  @ApiProperty({ type: [LetterResponse], description: 'Newest first' }) letters!: LetterResponse[];
  @ApiProperty({ type: [NoteResponse], description: 'Notes, newest first (see add_note)' }) notes!: NoteResponse[];
  @ApiProperty({ type: [TaskResponse], description: 'Tasks, open first by due day (see add_task)' }) tasks!: TaskResponse[];
  @ApiProperty({ type: [CandidateFileResponse], description: 'CV files, newest first (see add_candidate_file)' })
  files!: CandidateFileResponse[];
  @ApiProperty({ type: [MeetingResponse], description: 'Interviews of the candidate’s applications, latest start first (see add_meeting)' })
  meetings!: MeetingResponse[];
}

export class CandidateAnswer extends OkResponse {
  @ApiProperty({ type: CandidateDetailResponse }) candidate!: CandidateDetailResponse;
}

export class AddCandidateAnswer extends OkResponse {
  @ApiProperty({ type: CandidateDetailResponse }) candidate!: CandidateDetailResponse;
  @ApiProperty({ description: 'True: an existing candidate had this e-mail or phone, and the entry was attached to them' })
  duplicate!: boolean;
  @ApiProperty({ type: ApplicationResponse, nullable: true, description: 'The application to vacancy_id, when one was named' })
  application!: ApplicationResponse | null;
}

export class CandidateCardResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() lname!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: CANDIDATE_SOURCES }) source!: CandidateSource;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty() open_applications!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class CandidatesAnswer extends OkResponse {
  @ApiProperty({ type: [CandidateCardResponse], description: 'Newest first, 20 a page' }) candidates!: CandidateCardResponse[];
  @ApiProperty({ description: 'How many match (with a text query: at most 2000, see total_capped)' }) total!: number;
  @ApiProperty({ description: 'More than `total` (2000) candidates match the text: show "more than", the pages still come' })
  total_capped!: boolean;
}
