import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  CANDIDATE_LANGS,
  CANDIDATE_SOURCES,
  REJECTION_SIDES,
  STAGE_KINDS,
  type ApplicationStatus,
  type CandidateLang,
  type CandidateSource,
  type RejectionSide,
  type StageKind,
} from '../../shared/contract/recruiting.js';
import { OkResponse } from '../../shared/http/ok-response.js';

// The answers of the pipeline's routes for the OpenAPI document (the handlers return the query
// results; these classes only describe them).

export class NamedResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

export class StageResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'The fixed ones in the reader’s language' }) name!: string;
  @ApiProperty({ enum: STAGE_KINDS }) kind!: StageKind;
}

export class MoveResponse {
  @ApiProperty({ type: StageResponse, nullable: true, description: 'Null on the first row (the application began)' })
  from!: StageResponse | null;
  @ApiProperty({ type: StageResponse }) to!: StageResponse;
  @ApiProperty({ type: NamedResponse, nullable: true, description: 'Null: the system (e.g. the vacancy closed)' })
  by!: NamedResponse | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class ReasonRefResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: REJECTION_SIDES }) side!: RejectionSide;
  @ApiProperty() name!: string;
}

export class ApplicationResponse {
  @ApiProperty() id!: string;
  @ApiProperty() candidate_id!: string;
  @ApiProperty({ type: NamedResponse }) vacancy!: NamedResponse;
  @ApiProperty({ type: StageResponse }) stage!: StageResponse;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status!: ApplicationStatus;
  @ApiProperty({ description: 'Grows with every change; a move names it' }) version!: number;
  @ApiProperty({ type: ReasonRefResponse, nullable: true }) reason!: ReasonRefResponse | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When it entered its stage (its last move)' }) entered_at!: string;
  @ApiProperty() days_in_stage!: number;
  @ApiProperty({ type: [MoveResponse], description: 'Oldest first' }) history!: MoveResponse[];
}

export class ApplicationAnswer extends OkResponse {
  @ApiProperty({ type: ApplicationResponse }) application!: ApplicationResponse;
}

export class BoardCandidateResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() lname!: string;
}

export class NextInterviewResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) starts_at!: string;
  @ApiProperty({ format: 'date-time' }) ends_at!: string;
}

export class BoardCardResponse {
  @ApiProperty() id!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: BoardCandidateResponse }) candidate!: BoardCandidateResponse;
  @ApiProperty() days_in_stage!: number;
  @ApiProperty({ enum: CANDIDATE_SOURCES }) source!: CandidateSource;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ format: 'date-time' }) entered_at!: string;
  @ApiProperty({ type: NextInterviewResponse, nullable: true, description: 'The next interview planned (add_meeting with application_id)' })
  next_interview!: NextInterviewResponse | null;
}

export class BoardStageResponse extends StageResponse {
  @ApiProperty({ type: [BoardCardResponse], description: 'Longest waiting first' }) applications!: BoardCardResponse[];
}

export class BoardAnswer extends OkResponse {
  @ApiProperty({ type: NamedResponse }) vacancy!: NamedResponse;
  @ApiProperty({ type: [BoardStageResponse], description: 'New, the steps, hired, rejected' }) stages!: BoardStageResponse[];
}

export class StagesAnswer extends OkResponse {
  @ApiProperty({ type: [StageResponse] }) stages!: StageResponse[];
}

export class ReasonResponse extends ReasonRefResponse {
  @ApiProperty({ description: 'Stable code (e.g. vacancy-closed)' }) code!: string;
}

export class ReasonsAnswer extends OkResponse {
  @ApiProperty({ type: [ReasonResponse], description: 'Ours first, then theirs' }) reasons!: ReasonResponse[];
}

export class RejectionLetterAnswer extends OkResponse {
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'Paragraphs separated by blank lines' }) body!: string;
  @ApiProperty({ enum: CANDIDATE_LANGS }) lang!: CandidateLang;
  @ApiProperty({ type: String, nullable: true, description: 'Where it goes; null: the candidate has no e-mail, nothing is sent' }) to!:
    | string
    | null;
}
