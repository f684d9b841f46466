import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT, Required, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IdField } from '../../shared/http/fields/id-field.js';
import { cleanLines, toInt } from '../../shared/http/fields/validators.js';
import { RECOMMENDATIONS, SCORE_MAX, SCORE_MIN, SCORECARD_COMMENT_LENGTH } from '../domain/scorecard.rules.js';
import { CompanyBody } from './candidates.dto.js';

export class RatingDto {
  @ApiProperty({ example: 'kpi:3', description: "A `competency` of get_scorecards' template" })
  @MaxLength(60, TOO_LONG)
  @IsString(FORMAT)
  @Required()
  competency!: string;

  @ApiProperty({ minimum: SCORE_MIN, maximum: SCORE_MAX })
  @Max(SCORE_MAX, FORMAT)
  @Min(SCORE_MIN, FORMAT)
  @IsInt(FORMAT)
  @Transform(toInt)
  score!: number;
}

export class SubmitScorecardDto extends CompanyBody {
  @ApiProperty({ type: String, description: 'The interview (a meeting of an application) the caller took part in' })
  @IdField()
  meeting_id!: Id;

  @ApiProperty({ type: [RatingDto], description: 'One score for each competency of the template' })
  @ValidateNested({ each: true })
  @Type(() => RatingDto)
  @ArrayMaxSize(200, FORMAT)
  @IsArray(FORMAT)
  ratings!: RatingDto[];

  @ApiProperty({ enum: RECOMMENDATIONS })
  @IsIn(RECOMMENDATIONS, FORMAT)
  @Required()
  recommendation!: (typeof RECOMMENDATIONS)[number];

  @ApiPropertyOptional({ maxLength: SCORECARD_COMMENT_LENGTH })
  @MaxLength(SCORECARD_COMMENT_LENGTH, TOO_LONG)
  @IsString(FORMAT)
  @IsOptional()
  @Transform(cleanLines)
  comment?: string;
}

export class ScorecardsDto extends CompanyBody {
  @ApiProperty({ type: String }) @IdField() application_id!: Id;
}
