import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Id } from '../../shared/domain/id.js';
import { FORMAT } from '../../shared/http/fields/fields.js';
import { cleanLines } from '../../shared/http/fields/validators.js';
import { IdField, OptionalIdField } from '../../shared/http/fields/id-field.js';
import { VACANCY_STATUSES, type VacancyStatus } from '../domain/vacancy.entity.js';
import { VACANCY_LIMITS } from '../domain/vacancy.rules.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../queries/read/vacancy-list.js';
import { CompanyIdBody } from './profiling.dto.js';
import { NumberRange, Optional, Whole, WholeList } from './profiling.fields.js';
import {
  VacancyAgeFields,
  VacancyCarFields,
  VacancyCompetenciesFields,
  VacancyConditionsFields,
  VacancyCriteriaFields,
  VacancyEducationFields,
  VacancyExperienceFields,
  VacancyMainFields,
  VacancyPersonalFields,
  VacancyRequirementsFields,
  VacancySkillsFields,
  VacancySpecificsFields,
  NumberRangeDto,
} from './vacancy-steps.dto.js';

/* Request bodies of the vacancy calls (web/src/shared/api/positions.ts). */

export class VacancyIdBody extends CompanyIdBody {
  @ApiProperty({ type: String, description: 'The vacancy (uuid)' })
  @IdField()
  vacancy_id!: Id;
}

/** close_vacancy: the vacancy, and what to tell its open applicants (their letter; left out: the usual one). */
export class CloseVacancyBody extends VacancyIdBody {
  @ApiPropertyOptional({
    type: String,
    maxLength: 5000,
    description: 'The letter each open applicant gets (blank: the usual letter of a closed vacancy)',
  })
  @MaxLength(5000, { message: 'validation.tooLong' })
  @IsString(FORMAT)
  @IsOptional()
  @Transform(cleanLines)
  message?: string;
}

/** The steps after main: without `vacancy_id` the command answers 409 STEP_ORDER (main comes first), not a format error. */
export class VacancyStepBody extends CompanyIdBody {
  @ApiProperty({ type: String, description: 'The vacancy (uuid) that save_vacancy_main opened' })
  @OptionalIdField()
  vacancy_id?: Id;
}

/** save_vacancy_main: without `vacancy_id` it opens a new vacancy. */
export class VacancyOpenBody extends CompanyIdBody {
  @ApiPropertyOptional({ type: String, description: 'Absent to open a new vacancy' })
  @OptionalIdField()
  vacancy_id?: Id;
}

/*
 * What each save_vacancy_<step> route documents: the pipe reads only the company and the vacancy
 * (VacancyOpenBody, VacancyStepBody); the step's fields are the command's to validate (vacancy-steps.dto.ts).
 */
export class VacancyMainDto extends IntersectionType(VacancyOpenBody, VacancyMainFields) {}
export class VacancyRequirementsDto extends IntersectionType(VacancyStepBody, VacancyRequirementsFields) {}
export class VacancyCompetenciesDto extends IntersectionType(VacancyStepBody, VacancyCompetenciesFields) {}
export class VacancyConditionsDto extends IntersectionType(VacancyStepBody, VacancyConditionsFields) {}
export class VacancySpecificsDto extends IntersectionType(VacancyStepBody, VacancySpecificsFields) {}
export class VacancyAgeDto extends IntersectionType(VacancyStepBody, VacancyAgeFields) {}
export class VacancyEducationDto extends IntersectionType(VacancyStepBody, VacancyEducationFields) {}
export class VacancyExperienceDto extends IntersectionType(VacancyStepBody, VacancyExperienceFields) {}
export class VacancyPersonalDto extends IntersectionType(VacancyStepBody, VacancyPersonalFields) {}
export class VacancyCarDto extends IntersectionType(VacancyStepBody, VacancyCarFields) {}
export class VacancyCriteriaDto extends IntersectionType(VacancyStepBody, VacancyCriteriaFields) {}
export class VacancySkillsDto extends IntersectionType(VacancyStepBody, VacancySkillsFields) {}

/**
 * The filter keys of get_vacancy_list; a key with a wrong shape is named in `fields`.
 * The document names each key's form as the web sends it; ids are also read as text. Age, gender
 * and family status are no filter (PROTECTED_VACANCY_FIELDS): sent, they are dropped unread.
 */
export class VacancyListDto extends CompanyIdBody {
  @ApiPropertyOptional({ enum: [...VACANCY_STATUSES, 'all'] }) @IsIn([...VACANCY_STATUSES, 'all'], FORMAT) @Optional() status?:
    | VacancyStatus
    | 'all';
  @ApiPropertyOptional({ description: 'part of the name, any case' }) @MaxLength(200, FORMAT) @IsString(FORMAT) @Optional() name?: string;
  @ApiPropertyOptional({ type: [Number], description: 's_programs ids (one id is read as a list of one)' })
  @WholeList(100)
  @Optional()
  programs?: unknown;
  @ApiPropertyOptional({ type: [Number], description: 's_languages ids (one id is read as a list of one)' })
  @WholeList(100)
  @Optional()
  languages?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'a city id' }) @Whole() @Optional() address_vacancy?: unknown;
  @ApiPropertyOptional({ type: NumberRangeDto, description: 'overlapping salary ranges' })
  @NumberRange(0, VACANCY_LIMITS.salaryMax)
  @Optional()
  salary?: unknown;
  @ApiPropertyOptional({ enum: [0, 1] }) @Whole(0, 1) @Optional() car_available?: unknown;
  @ApiPropertyOptional({ type: Number, description: 's_education id' }) @Whole() @Optional() education?: unknown;
  @ApiPropertyOptional({ type: Number, description: 's_work_experience id' }) @Whole() @Optional() experience?: unknown;
  @ApiPropertyOptional({ enum: [0, 1] }) @Whole(0, 1) @Optional() military_service?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'The activity of the company (id)' }) @Whole() @Optional() s_activity?: unknown;
  @ApiPropertyOptional({ type: Number, description: 's_employment_type id' }) @Whole() @Optional() employment_type?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'from 1' }) @Whole(1) @Optional() page?: unknown;
  @ApiPropertyOptional({ type: Number, description: `1..${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}` })
  @Whole(1, MAX_PAGE_SIZE)
  @Optional()
  page_size?: unknown;
}
