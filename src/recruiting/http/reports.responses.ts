import { ApiProperty } from '@nestjs/swagger';
import {
  CANDIDATE_SOURCES,
  REJECTION_SIDES,
  STAGE_KINDS,
  type CandidateSource,
  type RejectionSide,
  type StageKind,
} from '../../shared/contract/recruiting.js';
import { OkResponse } from '../../shared/http/ok-response.js';
import { NamedResponse } from './pipeline.responses.js';

// The answer of get_funnel_report for the OpenAPI document (the handler returns the query's result).

export class FunnelPeriodResponse {
  @ApiProperty({ example: '2026-09-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
}

export class FunnelStageResponse {
  @ApiProperty({ description: "The vacancy's stage, or the company template's (a step of many boards is one row by its name)" })
  id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: STAGE_KINDS }) kind!: StageKind;
  @ApiProperty({ description: 'Applications of the period that entered it (each once)' }) entered!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Per cent that entered the next stage; null for the last and "Отказ"' })
  conversion!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Median days in the stage of the stays that ended' })
  median_days!: number | null;
}

export class FunnelMedianResponse {
  @ApiProperty({ type: Number, nullable: true }) median_days!: number | null;
  @ApiProperty({ description: 'How many applications the median is of' }) count!: number;
}

export class FunnelSourceResponse {
  @ApiProperty({ enum: CANDIDATE_SOURCES }) source!: CandidateSource;
  @ApiProperty() count!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Per cent of the applications' }) share!: number | null;
}

export class FunnelReasonResponse {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty({ enum: REJECTION_SIDES }) side!: RejectionSide;
  @ApiProperty() name!: string;
  @ApiProperty() count!: number;
}

export class FunnelReportAnswer extends OkResponse {
  @ApiProperty({ type: FunnelPeriodResponse }) period!: FunnelPeriodResponse;
  @ApiProperty({ type: NamedResponse, nullable: true, description: 'Null: the whole company' }) vacancy!: NamedResponse | null;
  @ApiProperty({ description: 'Applications that began in the period' }) applications!: number;
  @ApiProperty({ type: [FunnelStageResponse] }) stages!: FunnelStageResponse[];
  @ApiProperty() hired!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty() open!: number;
  @ApiProperty({ description: 'Rejected for their reasons (the candidate withdrew)' }) withdrawn!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Per cent that ended with a decision (hired or rejected)' })
  decided_share!: number | null;
  @ApiProperty({ type: FunnelMedianResponse, description: 'From the application to "Принят"' }) time_to_hire!: FunnelMedianResponse;
  @ApiProperty({ type: FunnelMedianResponse, description: 'From the application to its first move (any answer)' })
  time_to_first_answer!: FunnelMedianResponse;
  @ApiProperty({ type: [FunnelSourceResponse] }) sources!: FunnelSourceResponse[];
  @ApiProperty({ type: [FunnelReasonResponse], description: 'Ours and theirs, most frequent first' })
  rejection_reasons!: FunnelReasonResponse[];
}
