import type { VacancyStep } from './vacancy.rules.js';
import type { CriterionEntry, Range, SkillEntry, StoredVacancyValues, StudyEntry, VacancyAddress } from './vacancy.values.js';

/*
 * What SaveVacancyStepCommand reads of each step once the step's fields class (given by the http
 * layer, vacancy-steps.dto.ts STEP_FIELDS) has shaped and checked the body: the command's own input,
 * so it depends on no controller or DTO. The fields classes are held to these shapes by the compiler
 * (STEP_FIELDS satisfies StepFieldClasses); a field the check left out is optional here.
 */

type Of<K extends keyof StoredVacancyValues> = Pick<StoredVacancyValues, K>;
/** An id a step requires: the check has refused a missing one before the readers run. */
type Chosen<K extends keyof StoredVacancyValues> = { [F in K]: NonNullable<StoredVacancyValues[F]> };
type Optional<K extends keyof StoredVacancyValues> = { [F in K]?: StoredVacancyValues[F] };

/** A university or course as sent: the optional parts may be left out. */
export type StudyInput = Pick<StudyEntry, 'id' | 'name' | 'year_start' | 'specialty'> &
  Partial<Pick<StudyEntry, 'id_university' | 'year_end' | 'educational_level'>>;

export interface StepInputs {
  main: Optional<'department_id' | 'position_type' | 'subordinates_number'> &
    Chosen<'id_position' | 'level' | 'employment_type'> &
    Of<'functionality' | 'subordinates_type'> & { address_vacancy: VacancyAddress[]; work_time: Range<string>; salary: Range<number> };
  requirements: Of<'target' | 'result' | 'kpi' | 'credentials' | 'interaction'>;
  competencies: Of<'zun' | 'cases' | 'competencies'>;
  conditions: Of<'compensation_package' | 'career_growth' | 'business_trips'> & Optional<'opportunities' | 'missions'>;
  specifics: Chosen<'dress_code' | 'work_process' | 'work_place' | 'customer_communications' | 'supervisor_communications'>;
  age: Of<'age_enabled' | 'military_service'> & Optional<'age' | 'gender' | 'family_status' | 'kids'>;
  education: { universities: StudyInput[]; courses: StudyInput[] };
  experience: Chosen<'experience'> & Of<'experience_company_names' | 'experience_job_titles'>;
  personal: Of<'hobbies' | 'personal_qualities'>;
  review: object;
  car: Of<'driver_license' | 'driver_categories' | 'car_available'> & Optional<'driving_experience'>;
  criteria: { criteria: CriterionEntry[] };
  skills: Chosen<'education'> & { languages: SkillEntry[]; programs: SkillEntry[] };
}

/** The class that shapes and checks each step's body (class-transformer and class-validator decorators). */
export type StepFieldClasses = { [S in VacancyStep]: new () => StepInputs[S] };
