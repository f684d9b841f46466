import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FORMAT, Required } from '../../shared/http/fields/fields.js';
import { trim, trimOrUndefined } from '../../shared/http/fields/validators.js';
import { VACANCY_STATUSES, type VacancyStatus } from '../domain/vacancy.entity.js';
import { AGE_MAX, AGE_MIN, SALARY_MAX } from '../domain/vacancy.rules.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../queries/read/vacancy-list.js';
import { CompanyIdBody } from './profiling.dto.js';
import { NumberRange, Optional, Whole, WholeList } from './profiling.fields.js';

/*
 * Request bodies of the vacancy calls (web/src/shared/api/positions.ts). Step fields are only let
 * through (`@Allow`): the commands read them field by field and report every problem under its
 * path (`universities.0.year_end`), which nested class-validator objects would not give.
 */

export class VacancyIdBody extends CompanyIdBody {
  @ApiProperty({ description: 'The vacancy (uuid)' })
  @Transform(trim)
  @Required()
  @MaxLength(64, FORMAT)
  @IsString(FORMAT)
  vacancy_id!: string;
}

/** The steps after main: without `vacancy_id` the command answers 409 STEP_ORDER (main comes first), not a format error. */
export class VacancyStepBody extends CompanyIdBody {
  @ApiProperty({ description: 'The vacancy (uuid) that save_vacancy_main opened' })
  @MaxLength(64, FORMAT)
  @IsString(FORMAT)
  @IsOptional()
  @Transform(trimOrUndefined)
  vacancy_id?: string;
}


export class VacancyMainDto extends CompanyIdBody {
  @ApiPropertyOptional({ description: 'Absent to open a new vacancy' })
  @MaxLength(64, FORMAT)
  @IsString(FORMAT)
  @IsOptional()
  @Transform(trimOrUndefined)
  vacancy_id?: string;
  @ApiPropertyOptional({ description: 'A department of the company (uuid) or null' }) @Allow() department_id?: unknown;
  @ApiPropertyOptional({ description: 'tl_dolgnost id' }) @Allow() id_position?: unknown;
  @ApiPropertyOptional({ description: 'global or local' }) @Allow() position_type?: unknown;
  @ApiPropertyOptional({ description: 's_job_levels id' }) @Allow() level?: unknown;
  @ApiPropertyOptional({ description: 'tl_task ids of the position, at least one' }) @Allow() functionality?: unknown;
  @ApiPropertyOptional({ description: '0 No, 1 Yes' }) @Allow() subordinates_type?: unknown;
  @ApiPropertyOptional({ description: '>= 1 while subordinates_type is 1' }) @Allow() subordinates_number?: unknown;
  @ApiPropertyOptional({ description: '[{city_id, street_id, street_number}] among the company offices or the department addresses' }) @Allow() address_vacancy?: unknown;
  @ApiPropertyOptional({ description: 's_employment_type id' }) @Allow() employment_type?: unknown;
  @ApiPropertyOptional({ description: '{from, to} HH:mm in 5-minute steps, from < to' }) @Allow() work_time?: unknown;
  @ApiPropertyOptional({ description: '{from, to} whole hryvnias, from <= to' }) @Allow() salary?: unknown;
}

export class VacancyRequirementsDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 'tl_target ids of the position' }) @Allow() target?: unknown;
  @ApiPropertyOptional({ description: 'tl_result ids of the position' }) @Allow() result?: unknown;
  @ApiPropertyOptional({ description: 'tl_kpi ids of the position' }) @Allow() kpi?: unknown;
  @ApiPropertyOptional({ description: 's_credentials ids' }) @Allow() credentials?: unknown;
  @ApiPropertyOptional({ description: 'texts' }) @Allow() interaction?: unknown;
}

export class VacancyCompetenciesDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 'tl_zun ids of the position' }) @Allow() zun?: unknown;
  @ApiPropertyOptional({ description: 'tl_case ids of the position' }) @Allow() cases?: unknown;
  @ApiPropertyOptional({ description: 's_competence ids' }) @Allow() competencies?: unknown;
}

export class VacancyConditionsDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 's_compensation_package ids' }) @Allow() compensation_package?: unknown;
  @ApiPropertyOptional({ description: 'boolean' }) @Allow() career_growth?: unknown;
  @ApiPropertyOptional({ description: 'required while career_growth' }) @Allow() opportunities?: unknown;
  @ApiPropertyOptional({ description: 'boolean' }) @Allow() business_trips?: unknown;
  @ApiPropertyOptional({ description: 'required while business_trips' }) @Allow() missions?: unknown;
}

export class VacancySpecificsDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 's_dress id' }) @Allow() dress_code?: unknown;
  @ApiPropertyOptional({ description: 's_work_specifics id' }) @Allow() work_process?: unknown;
  @ApiPropertyOptional({ description: 's_specificity_workplace id' }) @Allow() work_place?: unknown;
  @ApiPropertyOptional({ description: 's_specificity_communication id' }) @Allow() customer_communications?: unknown;
  @ApiPropertyOptional({ description: 's_manager_specificity_communication id' }) @Allow() supervisor_communications?: unknown;
}

export class VacancyAgeDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 'boolean, default true' }) @Allow() age_enabled?: unknown;
  @ApiPropertyOptional({ description: '{from, to} 14..80 while age_enabled' }) @Allow() age?: unknown;
  @ApiPropertyOptional({ description: 'tools_sex id' }) @Allow() gender?: unknown;
  @ApiPropertyOptional({ description: 's_family_status id' }) @Allow() family_status?: unknown;
  @ApiPropertyOptional({ description: '0..20' }) @Allow() kids?: unknown;
  @ApiPropertyOptional({ description: '0 or 1' }) @Allow() military_service?: unknown;
}

export class VacancyEducationDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: '[{id, id_university, name, year_start, year_end, specialty, educational_level}]' }) @Allow() universities?: unknown;
  @ApiPropertyOptional({ description: 'same as universities' }) @Allow() courses?: unknown;
}

export class VacancyExperienceDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 's_work_experience id' }) @Allow() experience?: unknown;
  @ApiPropertyOptional({ description: 'texts' }) @Allow() experience_company_names?: unknown;
  @ApiPropertyOptional({ description: 'texts' }) @Allow() experience_job_titles?: unknown;
}

export class VacancyPersonalDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 's_hobbies ids' }) @Allow() hobbies?: unknown;
  @ApiPropertyOptional({ description: 's_personal_qualities ids, at least one' }) @Allow() personal_qualities?: unknown;
}

export class VacancyCarDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: '0 or 1 (default 0 resets the section)' }) @Allow() driver_license?: unknown;
  @ApiPropertyOptional({ description: 's_driving_license_category ids' }) @Allow() driver_categories?: unknown;
  @ApiPropertyOptional({ description: 'DD.MM.YYYY, not in the future' }) @Allow() driving_experience?: unknown;
  @ApiPropertyOptional({ description: '0 or 1' }) @Allow() car_available?: unknown;
}

export class VacancyCriteriaDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: '[{id (s_selection_criteria), priority 1..n}] at most 5' }) @Allow() criteria?: unknown;
}

export class VacancySkillsDto extends VacancyStepBody {
  @ApiPropertyOptional({ description: 's_education id' }) @Allow() education?: unknown;
  @ApiPropertyOptional({ description: '[{id, name (s_languages), level (s_language_levels)}]' }) @Allow() languages?: unknown;
  @ApiPropertyOptional({ description: '[{id, name (s_programs), level (s_program_level)}]' }) @Allow() programs?: unknown;
}

/** The filter keys of get_vacancy_list (spec 001 §3 "Vacancy filter keys"); a key with a wrong shape is named in `fields`. */
export class VacancyListDto extends CompanyIdBody {
  @ApiPropertyOptional({ description: 'draft, approval, returned, published or all' }) @IsIn([...VACANCY_STATUSES, 'all'], FORMAT) @Optional() status?: VacancyStatus | 'all';
  @ApiPropertyOptional({ description: 'part of the name, any case' }) @MaxLength(200, FORMAT) @IsString(FORMAT) @Optional() name?: string;
  @ApiPropertyOptional({ description: 's_programs ids' }) @WholeList(100) @Optional() programs?: unknown;
  @ApiPropertyOptional({ description: 's_languages ids' }) @WholeList(100) @Optional() languages?: unknown;
  @ApiPropertyOptional({ description: '{from, to}: overlapping age ranges or age off' }) @NumberRange(AGE_MIN, AGE_MAX) @Optional() age?: unknown;
  @ApiPropertyOptional({ description: 'a city id' }) @Whole() @Optional() address_vacancy?: unknown;
  @ApiPropertyOptional({ description: '{from, to}: overlapping salary ranges' }) @NumberRange(0, SALARY_MAX) @Optional() salary?: unknown;
  @ApiPropertyOptional({ description: '0 or 1' }) @Whole(0, 1) @Optional() car_available?: unknown;
  @ApiPropertyOptional({ description: 's_education id' }) @Whole() @Optional() education?: unknown;
  @ApiPropertyOptional({ description: 's_work_experience id' }) @Whole() @Optional() experience?: unknown;
  @ApiPropertyOptional({ description: 'tools_sex id' }) @Whole() @Optional() gender?: unknown;
  @ApiPropertyOptional({ description: 's_family_status id' }) @Whole() @Optional() family_status?: unknown;
  @ApiPropertyOptional({ description: '0 or 1' }) @Whole(0, 1) @Optional() military_service?: unknown;
  @ApiPropertyOptional({ description: 'The activity of the company (id)' }) @Whole() @Optional() s_activity?: unknown;
  @ApiPropertyOptional({ description: 's_employment_type id' }) @Whole() @Optional() employment_type?: unknown;
  @ApiPropertyOptional({ description: 'from 1' }) @Whole(1) @Optional() page?: unknown;
  @ApiPropertyOptional({ description: `1..${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}` }) @Whole(1, MAX_PAGE_SIZE) @Optional() page_size?: unknown;
}
