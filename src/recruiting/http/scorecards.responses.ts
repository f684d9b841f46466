import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';
import { RECOMMENDATIONS, type Recommendation } from '../domain/scorecard.rules.js';
import { NamedResponse } from './pipeline.responses.js';

// The answers of the scorecards' routes for the OpenAPI document (the handlers return the query results).

export class TemplateItemResponse {
  @ApiProperty({ example: 'kpi:3', description: 'The key a rating names' }) competency!: string;
  @ApiProperty({ enum: ['kpi', 'zun', 'competencies', 'personal_qualities'] }) group!: string;
  @ApiProperty() name!: string;
}

export class RatingResponse {
  @ApiProperty() competency!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) score!: number;
}

export class ScorecardResponse {
  @ApiProperty() id!: string;
  @ApiProperty() meeting_id!: string;
  @ApiProperty({ type: NamedResponse }) author!: NamedResponse;
  @ApiProperty({ type: [RatingResponse] }) ratings!: RatingResponse[];
  @ApiProperty({ enum: RECOMMENDATIONS }) recommendation!: Recommendation;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ format: 'date-time' }) submitted_at!: string;
}

export class CompetencySummaryResponse {
  @ApiProperty() competency!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean score, one decimal' }) average!: number | null;
  @ApiProperty() count!: number;
}

export class RecommendationsResponse {
  @ApiProperty() strong_yes!: number;
  @ApiProperty() yes!: number;
  @ApiProperty() no!: number;
  @ApiProperty() strong_no!: number;
}

export class MyInterviewResponse {
  @ApiProperty() meeting_id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) ends_at!: string;
  @ApiProperty() submitted!: boolean;
}

export class ScorecardsAnswer extends OkResponse {
  @ApiProperty({
    type: [TemplateItemResponse],
    description: "The vacancy profile's KPIs, knowledge and skills, competencies, personal qualities",
  })
  template!: TemplateItemResponse[];
  @ApiProperty({ type: [ScorecardResponse] }) scorecards!: ScorecardResponse[];
  @ApiProperty({ description: "Colleagues' scorecards hidden until the caller submits their own" }) hidden!: number;
  @ApiProperty({ type: [CompetencySummaryResponse] }) summary!: CompetencySummaryResponse[];
  @ApiProperty({ type: RecommendationsResponse }) recommendations!: RecommendationsResponse;
  @ApiProperty({ type: [MyInterviewResponse] }) mine!: MyInterviewResponse[];
}

export class SubmittedScorecardAnswer extends OkResponse {
  @ApiProperty({ description: "The scorecard's id" }) scorecard_id!: string;
}
