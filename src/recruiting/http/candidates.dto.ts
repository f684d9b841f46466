import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  CANDIDATE_LANGS,
  CANDIDATE_SOURCES,
  RECRUITING_LIMITS,
  type CandidateLang,
  type CandidateSource,
} from '../../shared/contract/recruiting.js';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT, OptionalString, OptionalText, Text, TOO_LONG } from '../../shared/http/fields/fields.js';
import { IdField, OptionalIdField } from '../../shared/http/fields/id-field.js';
import { toArray, toInt } from '../../shared/http/fields/validators.js';

/*
 * The bodies of the candidate calls. Contacts are checked for their shape here (length, text) and
 * normalized by the Candidate aggregate (e-mails in lower case, phones in E.164), which answers 400
 * for one that is no address or number.
 */

export class CompanyBody {
  @ApiProperty({ type: String, description: 'The company (uuid)' })
  @IdField()
  company_id!: Id;
}

export class ConsentDto {
  @ApiProperty({ description: 'Which consent text the candidate agreed to (its id or version)', maxLength: 60 })
  @Text(60)
  text_id!: string;
  @ApiProperty({ format: 'date-time', description: 'When they agreed' })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, FORMAT)
  @IsString(FORMAT)
  at!: string;
}

/** A list of short texts (tags, e-mails, phones): one text or an array, each at most `max` characters. */
function TextList(max: number, count: number): PropertyDecorator {
  return (target, key) => {
    MaxLength(max, { each: true, ...TOO_LONG })(target, key as string);
    IsString({ each: true, ...FORMAT })(target, key as string);
    ArrayMaxSize(count, { message: 'validation.tooMany' })(target, key as string);
    IsArray(FORMAT)(target, key as string);
    IsOptional()(target, key as string);
    Transform(toArray)(target, key as string);
  };
}

class CandidateFields extends CompanyBody {
  @ApiPropertyOptional({ type: [String], maxItems: RECRUITING_LIMITS.tags, description: 'Tags (repeats in any case dropped)' })
  @TextList(RECRUITING_LIMITS.tagLength * 2, RECRUITING_LIMITS.tags * 2)
  tags?: string[];

  @ApiPropertyOptional({ type: ConsentDto, nullable: true, description: 'The consent to keep their data: which text, when' })
  @ValidateNested()
  @Type(() => ConsentDto)
  @IsOptional()
  consent?: ConsentDto | null;

  @ApiPropertyOptional({ type: String, description: 'The colleague who referred the candidate (a member of the company)' })
  @OptionalIdField()
  referrer_id?: Id;

  @ApiPropertyOptional({ enum: CANDIDATE_LANGS, description: "The language of the candidate's letters (default: the caller's)" })
  @IsIn(CANDIDATE_LANGS, FORMAT)
  @IsOptional()
  lang?: CandidateLang;
}

export class AddCandidateDto extends CandidateFields {
  @ApiProperty({ maxLength: RECRUITING_LIMITS.nameLength }) @Text(RECRUITING_LIMITS.nameLength) name!: string;
  @ApiProperty({ maxLength: RECRUITING_LIMITS.nameLength }) @Text(RECRUITING_LIMITS.nameLength) lname!: string;
  @ApiPropertyOptional({ maxLength: RECRUITING_LIMITS.emailLength, description: 'At least one of email and phone' })
  @OptionalText(RECRUITING_LIMITS.emailLength)
  email?: string;
  @ApiPropertyOptional({ description: 'E.164 (+380991234567), or a Ukrainian number in any usual form' })
  @OptionalString(30)
  phone?: string;
  @ApiProperty({ enum: CANDIDATE_SOURCES }) @IsIn(CANDIDATE_SOURCES, FORMAT) source!: CandidateSource;
  @ApiPropertyOptional({ type: String, description: 'Apply to this published vacancy of the company too' })
  @OptionalIdField()
  vacancy_id?: Id;
}

export class UpdateCandidateDto extends CandidateFields {
  @ApiProperty({ type: String }) @IdField() candidate_id!: Id;
  @ApiPropertyOptional({ maxLength: RECRUITING_LIMITS.nameLength, description: 'Left out or blank: unchanged' })
  @OptionalText(RECRUITING_LIMITS.nameLength)
  name?: string;
  @ApiPropertyOptional({ maxLength: RECRUITING_LIMITS.nameLength, description: 'Left out or blank: unchanged' })
  @OptionalText(RECRUITING_LIMITS.nameLength)
  lname?: string;
  @ApiPropertyOptional({ type: [String], maxItems: RECRUITING_LIMITS.contacts, description: 'Every e-mail (replaces them)' })
  @TextList(RECRUITING_LIMITS.emailLength, RECRUITING_LIMITS.contacts)
  emails?: string[];
  @ApiPropertyOptional({ type: [String], maxItems: RECRUITING_LIMITS.contacts, description: 'Every phone (replaces them)' })
  @TextList(30, RECRUITING_LIMITS.contacts)
  phones?: string[];
  @ApiPropertyOptional({ enum: CANDIDATE_SOURCES }) @IsIn(CANDIDATE_SOURCES, FORMAT) @IsOptional() source?: CandidateSource;
}

export class CandidateIdDto extends CompanyBody {
  @ApiProperty({ type: String }) @IdField() candidate_id!: Id;
}

export class GetCandidatesDto extends CompanyBody {
  @ApiPropertyOptional({ maxLength: 200, description: 'Name, e-mail, phone or tag' }) @OptionalText(200) query?: string;
  @ApiPropertyOptional({ maxLength: RECRUITING_LIMITS.tagLength }) @OptionalText(RECRUITING_LIMITS.tagLength) tag?: string;
  @ApiPropertyOptional({ type: String, description: 'Only those who applied to this vacancy' }) @OptionalIdField() vacancy_id?: Id;
  @ApiPropertyOptional({ description: `Page from 1 (${RECRUITING_LIMITS.pageSize} a page)` })
  @Max(100_000, FORMAT)
  @Min(1, FORMAT)
  @IsInt(FORMAT)
  @IsOptional()
  @Transform(toInt)
  page?: number;
}

export class MergeCandidatesDto extends CompanyBody {
  @ApiProperty({ type: String, description: 'The candidate that stays' }) @IdField() keep_id!: Id;
  @ApiProperty({ type: String, description: 'The candidate folded into it (gone afterwards)' }) @IdField() merge_id!: Id;
}
