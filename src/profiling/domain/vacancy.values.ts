/*
 * The fields of a vacancy profile as stored (ids of catalogue and dictionary items, texts, ranges).
 * The wire shapes are the same: web/src/shared/api/positions.ts is the contract both sides follow
 * (the server cannot import the web's file, so the types are repeated here; the API contract test
 * compares the OpenAPI document with the web's declared calls).
 */

export interface Range<T> {
  from: T;
  to: T;
}
export interface VacancyAddress {
  city_id: number;
  street_id: number;
  street_number: string;
}
export interface StudyEntry {
  id: string;
  id_university: number | null;
  name: string;
  year_start: string;
  year_end: string | null;
  specialty: string;
  educational_level: number | null;
}
export interface SkillEntry {
  id: string;
  name: number;
  level: number;
}
export interface CriterionEntry {
  id: number;
  priority: number;
}

export interface StoredVacancyValues {
  // 1 main
  department_id: string | null;
  /** tl_dolgnost id and whether it is a global or the company's local position. */
  id_position: number | null;
  position_type: 'global' | 'local' | null;
  name: string;
  level: number | null; // s_job_levels
  functionality: number[]; // tl_task ids of the position, at least one
  subordinates_type: 0 | 1;
  subordinates_number: number | null; // ≥ 1 when subordinates_type 1, else null
  address_vacancy: VacancyAddress[]; // at least one; the department's or company's offices
  employment_type: number | null; // s_employment_type
  work_time: Range<string> | null; // HH:mm in 5-minute steps
  salary: Range<number> | null; // from ≤ to, whole hryvnias
  // 2 requirements and authority
  target: number[]; // tl_target, at least one
  result: number[]; // tl_result, at least one
  kpi: number[]; // tl_kpi, at least one
  credentials: number[]; // s_credentials, at least one
  interaction: string[]; // who the position works with (free texts), at least one
  // 3 competencies
  zun: number[]; // tl_zun, at least one
  cases: number[]; // tl_case
  competencies: number[]; // s_competence
  // 4 conditions
  compensation_package: number[]; // s_compensation_package, at least one
  career_growth: boolean;
  opportunities: string | null; // notes, required while career_growth, else null
  business_trips: boolean;
  missions: string | null; // notes, required while business_trips, else null
  // 5 specifics (all required)
  dress_code: number | null; // s_dress
  work_process: number | null; // s_work_specifics
  work_place: number | null; // s_specificity_workplace
  customer_communications: number | null; // s_specificity_communication
  supervisor_communications: number | null; // s_manager_specificity_communication
  // 6 age and marital status
  age_enabled: boolean;
  age: Range<number> | null; // 14..80, from ≤ to; null while age_enabled is false
  gender: number | null; // tools_sex, required
  family_status: number | null; // s_family_status, required
  kids: number | null; // 0..20, optional
  military_service: 0 | 1;
  // 7 universities, courses and trainings
  universities: StudyEntry[];
  courses: StudyEntry[];
  // 8 work experience
  experience: number | null; // s_work_experience, required
  experience_company_names: string[];
  experience_job_titles: string[];
  // 9 personal information
  hobbies: number[]; // s_hobbies
  personal_qualities: number[]; // s_personal_qualities, at least one
  // short wizard: car
  driver_license: 0 | 1; // default 0
  driver_categories: number[]; // s_driving_license_category, at least one when driver_license 1
  driving_experience: string | null; // DD.MM.YYYY, not in the future, required when driver_license 1
  car_available: 0 | 1;
  // short wizard: criteria (at most 5)
  criteria: CriterionEntry[];
  // short wizard: education and skills
  education: number | null; // s_education, required
  languages: SkillEntry[];
  programs: SkillEntry[];
}

/** A new vacancy: nothing chosen, the spec's defaults (subordinates No, driver licence No, age on). */
export function emptyVacancyValues(): StoredVacancyValues {
  return {
    department_id: null, id_position: null, position_type: null, name: '', level: null, functionality: [], subordinates_type: 0, subordinates_number: null,
    address_vacancy: [], employment_type: null, work_time: null, salary: null,
    target: [], result: [], kpi: [], credentials: [], interaction: [],
    zun: [], cases: [], competencies: [],
    compensation_package: [], career_growth: false, opportunities: null, business_trips: false, missions: null,
    dress_code: null, work_process: null, work_place: null, customer_communications: null, supervisor_communications: null,
    age_enabled: true, age: null, gender: null, family_status: null, kids: null, military_service: 0,
    universities: [], courses: [],
    experience: null, experience_company_names: [], experience_job_titles: [],
    hobbies: [], personal_qualities: [],
    driver_license: 0, driver_categories: [], driving_experience: null, car_available: 0,
    criteria: [],
    education: null, languages: [], programs: [],
  };
}
