import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { FORMAT } from '../../shared/http/fields/fields.js';
import type { StepFieldClasses } from '../domain/vacancy-step-inputs.js';
import { VACANCY_LIMITS, type VacancyStep } from '../domain/vacancy.rules.js';
import { IdList, OptionId, RequiredText } from './profiling.fields.js';
import { DepartmentId, Entries, EntryId, Flag, PastDate, RangeOf, Switch, TextList, WholeIn, WorkTime, Year } from './vacancy.fields.js';
import { type Id } from '../../shared/domain/id.js';

/*
 * The fields of each vacancy step. SaveVacancyStepCommand validates the body with
 * these itself rather than the validation pipe: catalogue problems (an item that is not one of the
 * position's, which needs the caller and the vacancy's stored position) go out in the same answer
 * as the format problems, every one under its path (`universities.0.year_end`).
 */

/** A list item that is not an object. (Fields with an older alias are `@Expose`d: their transform runs when they are left out.) */
const EACH = { each: true, message: 'validation.format' };
const MAX = Number.MAX_SAFE_INTEGER;

export class NumberRangeDto {
  @ApiProperty() from!: number;
  @ApiProperty() to!: number;
}

export class TimeRangeDto {
  @ApiProperty({ description: 'HH:mm' }) from!: string;
  @ApiProperty({ description: 'HH:mm' }) to!: string;
}

export class VacancyAddressDto {
  @ApiProperty() @WholeIn(1, MAX, 'validation.format', 'validation.format') city_id!: number;
  @ApiProperty() @WholeIn(1, MAX, 'validation.format', 'validation.format') street_id!: number;
  @ApiProperty() @RequiredText(50, 'validation.format') street_number!: string;
}

export class VacancyMainFields {
  @ApiPropertyOptional({ description: 'A department of the company (uuid) or null', type: String, nullable: true })
  @DepartmentId()
  department_id?: Id | null;
  @ApiProperty({ description: 'tl_dolgnost id' }) @WholeIn(1, MAX, 'profiling.vacancy.count', 'profiling.required') id_position!: number;
  @ApiPropertyOptional({ enum: ['global', 'local'], nullable: true }) @IsIn(['global', 'local'], FORMAT) @IsOptional() position_type?:
    | 'global'
    | 'local'
    | null;
  @ApiProperty({ description: 's_job_levels id' }) @OptionId('profiling.required') level!: number;
  @ApiProperty({ description: 'tl_task ids of the position, at least one', type: [Number] })
  @IdList('profiling.vacancy.selectFunctional')
  functionality: number[] = [];
  @ApiPropertyOptional({ description: '0 No, 1 Yes', enum: [0, 1] }) @Flag(0) subordinates_type: 0 | 1 = 0;
  @ApiPropertyOptional({ description: '>= 1 while subordinates_type is 1', type: Number, nullable: true })
  @WholeIn(1, 100_000, 'profiling.vacancy.count', 'profiling.vacancy.count')
  @ValidateIf((body: VacancyMainFields) => body.subordinates_type === 1)
  subordinates_number?: number | null;
  @ApiProperty({ description: 'Among the company offices or the department addresses', type: [VacancyAddressDto] })
  @ValidateNested(EACH)
  @Type(() => VacancyAddressDto)
  @Entries('profiling.required', true)
  address_vacancy: VacancyAddressDto[] = [];
  @ApiProperty({ description: 's_employment_type id' }) @OptionId('profiling.required') employment_type!: number;
  @ApiProperty({ description: 'HH:mm in 5-minute steps, from < to', type: TimeRangeDto }) @WorkTime() work_time!: TimeRangeDto;
  @ApiProperty({ description: 'whole hryvnias, from <= to', type: NumberRangeDto })
  @RangeOf(0, VACANCY_LIMITS.salaryMax, true)
  salary!: NumberRangeDto;
}

export class VacancyRequirementsFields {
  @ApiProperty({ description: 'tl_target ids of the position', type: [Number] })
  @IdList('profiling.vacancy.selectTarget')
  target: number[] = [];
  @ApiProperty({ description: 'tl_result ids of the position', type: [Number] })
  @IdList('profiling.vacancy.selectResult')
  result: number[] = [];
  @ApiProperty({ description: 'tl_kpi ids of the position', type: [Number] }) @IdList('profiling.vacancy.selectKpi') kpi: number[] = [];
  @ApiProperty({ description: 's_credentials ids', type: [Number] }) @IdList('profiling.required') credentials: number[] = [];
  @ApiProperty({ description: 'who the position works with, at least one', type: [String] }) @TextList(200, true) interaction: string[] =
    [];
}

export class VacancyCompetenciesFields {
  @ApiProperty({ description: 'tl_zun ids of the position', type: [Number] }) @IdList('profiling.vacancy.selectZun') zun: number[] = [];
  @ApiPropertyOptional({ description: 'tl_case ids of the position', type: [Number] }) @IdList(null) cases: number[] = [];
  @ApiPropertyOptional({ description: 's_competence ids', type: [Number] }) @IdList(null) competencies: number[] = [];
}

/** The career growth and business trip switches require their notes while on (spec §4). */
export class VacancyConditionsFields {
  @ApiProperty({ description: 's_compensation_package ids', type: [Number] }) @IdList('profiling.required') compensation_package: number[] =
    [];
  @ApiPropertyOptional({ default: false }) @Switch(false) career_growth: boolean = false;
  @ApiPropertyOptional({ description: 'required while career_growth', type: String })
  @RequiredText(2000, 'profiling.required', { multiline: true })
  @ValidateIf((body: VacancyConditionsFields) => body.career_growth === true)
  opportunities?: string | null;
  @ApiPropertyOptional({ default: false }) @Switch(false) business_trips: boolean = false;
  @ApiPropertyOptional({ description: 'required while business_trips', type: String })
  @RequiredText(2000, 'profiling.required', { multiline: true })
  @ValidateIf((body: VacancyConditionsFields) => body.business_trips === true)
  missions?: string | null;
}

export class VacancySpecificsFields {
  @ApiProperty({ description: 's_dress id' }) @OptionId('profiling.required') dress_code!: number;
  @ApiProperty({ description: 's_work_specifics id' }) @OptionId('profiling.required') work_process!: number;
  @ApiProperty({ description: 's_specificity_workplace id' }) @OptionId('profiling.required') work_place!: number;
  @ApiProperty({ description: 's_specificity_communication id' }) @OptionId('profiling.required') customer_communications!: number;
  @ApiProperty({ description: 's_manager_specificity_communication id' })
  @OptionId('profiling.required')
  supervisor_communications!: number;
}

/**
 * The age switch off leaves the range out (spec §4); on, the range is VACANCY_LIMITS.ageMin..AGE_MAX.
 * Age, sex, family status and children are the company's own notes on the position, never demands on
 * a candidate (PROTECTED_VACANCY_FIELDS): the switch is off and the rest optional unless chosen.
 */
export class VacancyAgeFields {
  @ApiPropertyOptional({ default: false }) @Switch(false) age_enabled: boolean = false;
  @ApiPropertyOptional({
    description: `${VACANCY_LIMITS.ageMin}..${VACANCY_LIMITS.ageMax}, required while age_enabled`,
    type: NumberRangeDto,
  })
  @RangeOf(VACANCY_LIMITS.ageMin, VACANCY_LIMITS.ageMax, true)
  @ValidateIf((body: VacancyAgeFields) => body.age_enabled !== false)
  age?: NumberRangeDto | null;
  @ApiPropertyOptional({ description: 'tools_sex id', type: Number, nullable: true }) @OptionId(null) gender?: number | null;
  @ApiPropertyOptional({ description: 's_family_status id', type: Number, nullable: true }) @OptionId(null) family_status?: number | null;
  @ApiPropertyOptional({ description: `0..${VACANCY_LIMITS.kidsMax}`, type: Number, nullable: true })
  @WholeIn(0, VACANCY_LIMITS.kidsMax, 'profiling.vacancy.rangeBounds')
  kids?: number | null;
  @ApiPropertyOptional({ enum: [0, 1] }) @Flag(0) military_service: 0 | 1 = 0;
}

/** A university or a course (spec §5: name, start year and specialty required; start ≤ end). */
export class StudyEntryDto {
  @ApiProperty({ description: 'generated by the form, once in its list' }) @EntryId() id!: string;
  @ApiPropertyOptional({ description: 'university of the catalogue', type: Number, nullable: true })
  @WholeIn(1, MAX, 'profiling.vacancy.count')
  id_university?: number | null;
  @ApiProperty() @RequiredText(300) name!: string;
  @ApiProperty({ description: 'YYYY' }) @Year(true) year_start!: string;
  @ApiPropertyOptional({ description: 'YYYY, not before year_start', type: String, nullable: true }) @Year(false, 'year_start') year_end?:
    | string
    | null;
  @ApiProperty() @RequiredText(200) specialty!: string;
  @ApiPropertyOptional({ description: 's_educational_level id', type: Number, nullable: true }) @OptionId(null) educational_level?:
    | number
    | null;
}

export class VacancyEducationFields {
  @ApiPropertyOptional({ type: [StudyEntryDto] })
  @ValidateNested(EACH)
  @Type(() => StudyEntryDto)
  @Entries(null)
  universities: StudyEntryDto[] = [];
  @ApiPropertyOptional({ type: [StudyEntryDto] }) @ValidateNested(EACH) @Type(() => StudyEntryDto) @Entries(null) courses: StudyEntryDto[] =
    [];
}

export class VacancyExperienceFields {
  @ApiProperty({ description: 's_work_experience id' }) @OptionId('profiling.required') experience!: number;
  @ApiPropertyOptional({ type: [String] }) @TextList(200, false) experience_company_names: string[] = [];
  @ApiPropertyOptional({ type: [String] }) @TextList(200, false) experience_job_titles: string[] = [];
}

export class VacancyPersonalFields {
  @ApiPropertyOptional({ description: 's_hobbies ids', type: [Number] }) @IdList(null) hobbies: number[] = [];
  @ApiProperty({ description: 's_personal_qualities ids, at least one', type: [Number] })
  @IdList('profiling.required')
  personal_qualities: number[] = [];
}

/** Driver licence No resets the car section (spec §4); Yes needs categories and a past date. */
export class VacancyCarFields {
  @ApiPropertyOptional({ enum: [0, 1], default: 0 }) @Flag(0) driver_license: 0 | 1 = 0;
  @ApiPropertyOptional({ description: 's_driving_license_category ids, required while driver_license', type: [Number] })
  @IdList('profiling.required')
  @ValidateIf((body: VacancyCarFields) => body.driver_license === 1)
  driver_categories: number[] = [];
  @ApiPropertyOptional({ description: 'DD.MM.YYYY, not in the future; required while driver_license', type: String })
  @PastDate()
  @ValidateIf((body: VacancyCarFields) => body.driver_license === 1)
  driving_experience?: string | null;
  @ApiPropertyOptional({ enum: [0, 1] }) @Flag(0) @ValidateIf((body: VacancyCarFields) => body.driver_license === 1) car_available: 0 | 1 =
    0;
}

export class CriterionDto {
  @ApiProperty({ description: 's_selection_criteria id' }) @OptionId('profiling.required') id!: number;
  @ApiProperty({ description: `1..n, n <= ${VACANCY_LIMITS.criteriaMax}` })
  @WholeIn(1, VACANCY_LIMITS.criteriaMax, 'profiling.vacancy.count', 'profiling.required', 'priority_id')
  @Expose()
  priority!: number;
}

/** Over VACANCY_LIMITS.criteriaMax answers 400 CRITERIA_TOO_MANY (the command's). */
export class VacancyCriteriaFields {
  @ApiPropertyOptional({ type: [CriterionDto] })
  @ValidateNested(EACH)
  @Type(() => CriterionDto)
  @IsArray(FORMAT)
  @Transform(({ value }: { value: unknown }) => value ?? [])
  criteria: CriterionDto[] = [];
}

export class SkillEntryDto {
  @ApiProperty({ description: 'generated by the form, once in its list' }) @EntryId() id!: string;
  @ApiProperty({ description: 'an item of the list (each once)' }) @OptionId('profiling.required') name!: number;
  @ApiProperty({ description: 'its level' }) @OptionId('profiling.required', 'levels') @Expose() level!: number;
}

export class VacancySkillsFields {
  @ApiProperty({ description: 's_education id' }) @OptionId('profiling.required') education!: number;
  @ApiPropertyOptional({ description: 's_languages and s_language_levels', type: [SkillEntryDto] })
  @ValidateNested(EACH)
  @Type(() => SkillEntryDto)
  @Entries(null)
  languages: SkillEntryDto[] = [];
  @ApiPropertyOptional({ description: 's_programs and s_program_level', type: [SkillEntryDto] })
  @ValidateNested(EACH)
  @Type(() => SkillEntryDto)
  @Entries(null)
  programs: SkillEntryDto[] = [];
}

/** The final review saves nothing of its own. */
export class VacancyReviewFields {}

/** The fields class of each step, which the controller hands SaveVacancyStepCommand to validate the body with (the compiler holds each to the command's input). */
export const STEP_FIELDS = {
  main: VacancyMainFields,
  requirements: VacancyRequirementsFields,
  competencies: VacancyCompetenciesFields,
  conditions: VacancyConditionsFields,
  specifics: VacancySpecificsFields,
  age: VacancyAgeFields,
  education: VacancyEducationFields,
  experience: VacancyExperienceFields,
  personal: VacancyPersonalFields,
  review: VacancyReviewFields,
  car: VacancyCarFields,
  criteria: VacancyCriteriaFields,
  skills: VacancySkillsFields,
} satisfies StepFieldClasses;

export type StepFields = { [S in VacancyStep]: InstanceType<(typeof STEP_FIELDS)[S]> };
