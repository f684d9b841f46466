// The ten-step position wizard's form (spec 001 §2 "Position (vacancy) wizard", §4 "Position wizard
// rules"): what each step holds, the rules that tie fields together, the client checks mirroring
// the server's (the limits are the server's own, src/shared/contract/vacancy.ts) and the request of each step.
// Pure functions: the machine decides with them, the screens only show what it decided.
import type { VacancyView, TenStep, TenStepRequests } from '../../../shared/api/positions';
import {
  emptyVacancyValues,
  VACANCY_LIMITS,
  type StudyEntry,
  type VacancyAddress,
  type VacancyValues,
} from '../../../../../src/shared/contract/vacancy';

export const TEN_STEPS = [
  'main',
  'requirements',
  'competencies',
  'conditions',
  'specifics',
  'age',
  'education',
  'experience',
  'personal',
  'review',
] as const satisfies readonly TenStep[];

/** Fields filled through the catalogue picker, and the family path of each. */
export const PICK_FIELDS = { functionality: 'func', target: 'targets', result: 'result', kpi: 'kpi', zun: 'zun', cases: 'cases' } as const;
export type PickField = keyof typeof PICK_FIELDS;
export type PickedNames = Record<PickField, Record<number, string>>;
export const NO_NAMES: PickedNames = { functionality: {}, target: {}, result: {}, kpi: {}, zun: {}, cases: {} };

/** Keys of `positions:problems.*`: a client rule, translated on screen. */
export type ProblemKey =
  | 'required'
  | 'selectOption'
  | 'notSelectedFunctional'
  | 'notSelectedTarget'
  | 'notSelectedResult'
  | 'notSelectedKpi'
  | 'notSelectedZun'
  | 'wholeNumber'
  | 'subordinates'
  | 'salaryOrder'
  | 'salaryMax'
  | 'timeFormat'
  | 'timeOrder'
  | 'ageRange'
  | 'ageOrder'
  | 'kidsRange'
  | 'yearFormat'
  | 'yearOrder'
  | 'tooLong'
  | 'tooMany';
export type Problem = { key: ProblemKey } | { text: string };
export type Problems = Record<string, Problem>;

/**
 * The values the inputs edit: the vacancy's, with the numbers and times typed as text (a half-typed
 * "1 50" must stay on screen until it is checked) — requestOf() turns them into the wire shapes.
 */
export interface WizardForm extends Omit<VacancyValues, 'salary' | 'age' | 'kids' | 'subordinates_number' | 'work_time'> {
  subordinates_number: string;
  work_from: string;
  work_to: string;
  salary_from: string;
  salary_to: string;
  age_from: string;
  age_to: string;
  kids: string;
}

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export function formOf(values: VacancyValues): WizardForm {
  const { salary, age, kids, subordinates_number, work_time, ...rest } = values;
  return {
    ...rest,
    subordinates_number: text(subordinates_number),
    work_from: work_time?.from ?? '',
    work_to: work_time?.to ?? '',
    salary_from: text(salary?.from),
    salary_to: text(salary?.to),
    age_from: text(age?.from),
    age_to: text(age?.to),
    kids: text(kids),
  };
}

export const EMPTY_FORM: WizardForm = formOf(emptyVacancyValues());

/** Names of the picked catalogue items from a saved vacancy's labels (same order as the ids). */
export function namesOf(view: VacancyView): PickedNames {
  const names: PickedNames = { functionality: {}, target: {}, result: {}, kpi: {}, zun: {}, cases: {} };
  for (const field of Object.keys(PICK_FIELDS) as PickField[]) {
    const label = view.labels[field];
    const list = Array.isArray(label) ? label : typeof label === 'string' ? [label] : [];
    view[field].forEach((id, i) => {
      if (list[i] !== undefined) names[field][id] = list[i]!;
    });
  }
  return names;
}

/** Spec §4: the rules one change brings along (subordinates, the age switch, the notes switches). */
export function applyChange(form: WizardForm, field: keyof WizardForm, value: unknown): WizardForm {
  const next = { ...form, [field]: value } as WizardForm;
  if (field === 'subordinates_type' && value === 0) next.subordinates_number = '';
  if (field === 'age_enabled' && value === false) Object.assign(next, { age_from: '', age_to: '' });
  if (field === 'career_growth' && value === false) next.opportunities = null;
  if (field === 'business_trips' && value === false) next.missions = null;
  return next;
}

/** Catalogue choices that belong to one position: gone when the position (or its department) changes. */
const positionBound = (): Pick<WizardForm, PickField> => ({ functionality: [], target: [], result: [], kpi: [], zun: [], cases: [] });

/** Spec §4: another department resets the position, its functionality, targets, results, KPI, ZUN and cases, and the addresses it offered. */
export function withDepartment(form: WizardForm, departmentId: string | null): WizardForm {
  if (form.department_id === departmentId) return form;
  return {
    ...form,
    ...positionBound(),
    department_id: departmentId,
    id_position: null,
    position_type: null,
    name: '',
    address_vacancy: [],
  };
}

/** Another functionality category: the position and what belongs to it go, the department stays. */
export function withoutPosition(form: WizardForm): WizardForm {
  return { ...form, ...positionBound(), id_position: null, position_type: null, name: '' };
}

/**
 * The functionality category offered first for a typical department: the catalogue's department
 * list (tl_lists) and its competency categories are separate lists, matched here by their codes
 * (seed ids, stable: data/catalogue). A department without a match lets the user choose.
 */
export const DEPARTMENT_CATEGORY: Readonly<Record<number, number>> = {
  1: 8, // management → administration
  2: 8, // administration
  3: 2, // hr
  4: 4, // accounting → finance
  5: 4, // finance
  6: 4, // planning-economics → finance
  8: 1, // sales
  9: 7, // marketing
  10: 7, // pr → marketing
  11: 9, // customer-service
  12: 6, // procurement → logistics
  13: 6, // logistics
  14: 6, // warehouse → logistics
  15: 5, // production
  19: 3, // it
  25: 8, // office → administration
};

export function withPosition(form: WizardForm, position: { id: number; name: string; type: 'global' | 'local' }): WizardForm {
  if (form.id_position === position.id) return { ...form, name: position.name };
  return { ...form, ...positionBound(), id_position: position.id, position_type: position.type, name: position.name };
}

/** The server's limits (src/shared/contract/vacancy.ts): the client refuses what it would refuse. */
export const LIMITS = VACANCY_LIMITS;

const WHOLE = /^\d{1,9}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const YEAR = /^\d{4}$/;

/** YYYY from 1900 to next year (a course may be planned). */
export function isYear(value: string, now: Date = new Date()): boolean {
  return YEAR.test(value) && Number(value) >= LIMITS.yearMin && Number(value) <= now.getUTCFullYear() + 1;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** HH:mm on a five-minute step. */
export function isWorkTime(value: string): boolean {
  return TIME.test(value) && Number(value.slice(3)) % 5 === 0;
}

function checkStudies(kind: 'universities' | 'courses', entries: StudyEntry[], problems: Problems) {
  entries.forEach((entry, i) => {
    const at = `${kind}.${i}`;
    if (blank(entry.name)) problems[`${at}.name`] = { key: 'required' };
    if (!isYear(entry.year_start)) problems[`${at}.year_start`] = { key: blank(entry.year_start) ? 'required' : 'yearFormat' };
    if (!blank(entry.year_end)) {
      if (!isYear(entry.year_end!)) problems[`${at}.year_end`] = { key: 'yearFormat' };
      else if (isYear(entry.year_start) && Number(entry.year_end) < Number(entry.year_start))
        problems[`${at}.year_end`] = { key: 'yearOrder' };
    }
    if (blank(entry.specialty)) problems[`${at}.specialty`] = { key: 'required' };
  });
}

/** Every problem of one step (an empty object: the step may be saved). */
export function checkStep(step: TenStep, form: WizardForm): Problems {
  const problems: Problems = {};
  const need = (field: string, missing: boolean, key: ProblemKey = 'required') => {
    if (missing) problems[field] = { key };
  };
  switch (step) {
    case 'main': {
      // A choice left unmade in a dropdown is spec 001 §5's 'Please select the appropriate option'.
      need('department_id', form.department_id === null, 'selectOption');
      need('name', form.id_position === null, 'selectOption');
      need('level', form.level === null, 'selectOption');
      need('functionality', form.functionality.length === 0, 'notSelectedFunctional');
      if (form.subordinates_type === 1) {
        if (blank(form.subordinates_number)) problems.subordinates_number = { key: 'required' };
        else if (
          !WHOLE.test(form.subordinates_number.trim()) ||
          Number(form.subordinates_number) < 1 ||
          Number(form.subordinates_number) > LIMITS.subordinatesMax
        )
          problems.subordinates_number = { key: 'subordinates' };
      }
      need('address_vacancy', form.address_vacancy.length === 0);
      need('employment_type', form.employment_type === null, 'selectOption');
      for (const field of ['work_from', 'work_to'] as const) {
        if (blank(form[field])) problems[field] = { key: 'required' };
        else if (!isWorkTime(form[field])) problems[field] = { key: 'timeFormat' };
      }
      if (!problems.work_from && !problems.work_to && form.work_from >= form.work_to) problems.work_to = { key: 'timeOrder' };
      for (const field of ['salary_from', 'salary_to'] as const) {
        if (blank(form[field])) problems[field] = { key: 'required' };
        else if (!WHOLE.test(form[field].trim())) problems[field] = { key: 'wholeNumber' };
        else if (Number(form[field]) > LIMITS.salaryMax) problems[field] = { key: 'salaryMax' };
      }
      if (!problems.salary_from && !problems.salary_to && Number(form.salary_from) > Number(form.salary_to))
        problems.salary_to = { key: 'salaryOrder' };
      break;
    }
    case 'requirements':
      need('target', form.target.length === 0, 'notSelectedTarget');
      need('result', form.result.length === 0, 'notSelectedResult');
      need('kpi', form.kpi.length === 0, 'notSelectedKpi');
      need('credentials', form.credentials.length === 0);
      need('interaction', form.interaction.length === 0);
      need('interaction', form.interaction.length > LIMITS.entriesMax, 'tooMany');
      break;
    case 'competencies':
      need('zun', form.zun.length === 0, 'notSelectedZun');
      break;
    case 'conditions':
      need('compensation_package', form.compensation_package.length === 0);
      need('opportunities', form.career_growth && blank(form.opportunities));
      need('missions', form.business_trips && blank(form.missions));
      need('opportunities', !problems.opportunities && (form.opportunities ?? '').trim().length > LIMITS.notesMax, 'tooLong');
      need('missions', !problems.missions && (form.missions ?? '').trim().length > LIMITS.notesMax, 'tooLong');
      break;
    case 'specifics':
      for (const field of ['dress_code', 'work_process', 'work_place', 'customer_communications', 'supervisor_communications'] as const)
        need(field, form[field] === null, 'selectOption');
      break;
    case 'age': {
      if (form.age_enabled) {
        for (const field of ['age_from', 'age_to'] as const) {
          const value = form[field].trim();
          if (value === '') problems[field] = { key: 'required' };
          else if (!WHOLE.test(value) || Number(value) < LIMITS.ageMin || Number(value) > LIMITS.ageMax)
            problems[field] = { key: 'ageRange' };
        }
        if (!problems.age_from && !problems.age_to && Number(form.age_from) > Number(form.age_to)) problems.age_to = { key: 'ageOrder' };
      }
      // Sex and family status are optional notes (PROTECTED_VACANCY_FIELDS), never demanded.
      if (!blank(form.kids) && (!WHOLE.test(form.kids.trim()) || Number(form.kids) > LIMITS.kidsMax)) problems.kids = { key: 'kidsRange' };
      break;
    }
    case 'education':
      checkStudies('universities', form.universities, problems);
      checkStudies('courses', form.courses, problems);
      need('universities', form.universities.length > LIMITS.entriesMax, 'tooMany');
      need('courses', form.courses.length > LIMITS.entriesMax, 'tooMany');
      break;
    case 'experience':
      need('experience', form.experience === null);
      need('experience_company_names', form.experience_company_names.length > LIMITS.entriesMax, 'tooMany');
      need('experience_job_titles', form.experience_job_titles.length > LIMITS.entriesMax, 'tooMany');
      break;
    case 'personal':
      need('personal_qualities', form.personal_qualities.length === 0);
      break;
    case 'review':
      break;
  }
  return problems;
}

const cleanStudies = (entries: StudyEntry[]): StudyEntry[] =>
  entries.map((entry) => ({
    ...entry,
    name: entry.name.trim(),
    specialty: entry.specialty.trim(),
    year_end: blank(entry.year_end) ? null : entry.year_end!.trim(),
  }));
const orNull = (value: string | null): string | null => (blank(value) ? null : value!.trim());

export type StepRequest = { [S in TenStep]: { step: S; body: TenStepRequests[S] } }[TenStep];

/** The call of one step with its fields (the first save of `main` has no vacancy id yet). */
export function requestOf(step: TenStep, companyId: string, vacancyId: string | null, form: WizardForm): StepRequest {
  const ref = { company_id: companyId, vacancy_id: vacancyId ?? '' };
  switch (step) {
    case 'main':
      return {
        step,
        body: {
          company_id: companyId,
          ...(vacancyId ? { vacancy_id: vacancyId } : {}),
          department_id: form.department_id,
          id_position: form.id_position,
          position_type: form.position_type,
          level: form.level,
          functionality: form.functionality,
          subordinates_type: form.subordinates_type,
          subordinates_number: form.subordinates_type === 1 ? Number(form.subordinates_number) : null,
          address_vacancy: form.address_vacancy,
          employment_type: form.employment_type,
          work_time: { from: form.work_from, to: form.work_to },
          salary: { from: Number(form.salary_from), to: Number(form.salary_to) },
        },
      };
    case 'requirements':
      return {
        step,
        body: {
          ...ref,
          target: form.target,
          result: form.result,
          kpi: form.kpi,
          credentials: form.credentials,
          interaction: form.interaction,
        },
      };
    case 'competencies':
      return { step, body: { ...ref, zun: form.zun, cases: form.cases, competencies: form.competencies } };
    case 'conditions':
      return {
        step,
        body: {
          ...ref,
          compensation_package: form.compensation_package,
          career_growth: form.career_growth,
          opportunities: form.career_growth ? orNull(form.opportunities) : null,
          business_trips: form.business_trips,
          missions: form.business_trips ? orNull(form.missions) : null,
        },
      };
    case 'specifics':
      return {
        step,
        body: {
          ...ref,
          dress_code: form.dress_code,
          work_process: form.work_process,
          work_place: form.work_place,
          customer_communications: form.customer_communications,
          supervisor_communications: form.supervisor_communications,
        },
      };
    case 'age':
      return {
        step,
        body: {
          ...ref,
          age_enabled: form.age_enabled,
          age: form.age_enabled ? { from: Number(form.age_from), to: Number(form.age_to) } : null,
          gender: form.gender,
          family_status: form.family_status,
          kids: blank(form.kids) ? null : Number(form.kids),
          military_service: form.military_service,
        },
      };
    case 'education':
      return { step, body: { ...ref, universities: cleanStudies(form.universities), courses: cleanStudies(form.courses) } };
    case 'experience':
      return {
        step,
        body: {
          ...ref,
          experience: form.experience,
          experience_company_names: form.experience_company_names,
          experience_job_titles: form.experience_job_titles,
        },
      };
    case 'personal':
      return { step, body: { ...ref, hobbies: form.hobbies, personal_qualities: form.personal_qualities } };
    case 'review':
      return { step, body: ref };
  }
}

/** The server's field names on the form's inputs (ranges land on their first input). */
export const SERVER_FIELDS: Record<string, string> = {
  id_position: 'name',
  position_type: 'name',
  work_time: 'work_from',
  salary: 'salary_from',
  age: 'age_from',
};

export function serverField(name: string): string {
  const [head = name, ...rest] = name.split('.');
  if (rest.length === 1 && SERVER_FIELDS[head] && (rest[0] === 'from' || rest[0] === 'to'))
    return `${head === 'work_time' ? 'work' : head}_${rest[0]}`;
  // Study entries show problems per input; any other list shows them on the list itself.
  if ((head === 'universities' || head === 'courses') && rest.length === 2) return name;
  return SERVER_FIELDS[head] ?? head;
}

export function newStudy(id: string): StudyEntry {
  return { id, id_university: null, name: '', year_start: '', year_end: null, specialty: '', educational_level: null };
}

export function addressKey(address: VacancyAddress): string {
  return `${address.city_id}:${address.street_id}:${address.street_number}`;
}
