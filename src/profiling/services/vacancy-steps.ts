import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery, type ListName } from '../../catalogue/catalogue.contract.js';
import { GetCompanyInfoQuery } from '../../company/company.contract.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import type { Department } from '../domain/profile.entity.js';
import { departmentOf } from '../domain/profile.repository.js';
import { sameAddress } from '../domain/profile.rules.js';
import {
  VACANCY_LIMITS,
  checkNumberRange,
  checkWorkTime,
  criterionHasValue,
  prioritiesContiguous,
  repeatedIndexes,
  type VacancyStep,
} from '../domain/vacancy.rules.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';
import type { CriterionEntry, Range, SkillEntry, StoredVacancyValues, StudyEntry, VacancyAddress } from '../domain/vacancy.values.js';
import type { StepInputs, StudyInput } from '../domain/vacancy-step-inputs.js';
import { companyOffices } from '../queries/read/profile-view.js';
import type { VacancyCheck } from './vacancy-check.js';
import { parseId } from '../../shared/domain/id.js';

type Values = Partial<StoredVacancyValues>;

/**
 * One step's fields, already checked by its DTO (problems are in `check`): the readers ask the
 * catalogue about the ids whose shape was right, apply the rules across fields and entries, and
 * answer the values to store (used only when `check` ends with no problem).
 */
export interface StepContext<S extends VacancyStep = VacancyStep> {
  em: EntityManager;
  queries: QueryBus;
  check: VacancyCheck;
  fields: StepInputs[S];
  /** The vacancy's stored values (empty ones for a new vacancy). */
  stored: StoredVacancyValues;
}

const numberRange = (value: unknown, min: number, max: number): Range<number> | null => {
  const checked = checkNumberRange(value, min, max);
  return 'range' in checked ? checked.range : null;
};

/** Step 1 (spec §5 "Position main step"): the position, its functionality, addresses, time and pay. */
async function main({ em, queries, check, fields }: StepContext<'main'>): Promise<Values> {
  const { companyId } = check.reader;
  let department: Department | null = null;
  // The step's fields are checked here, in the command (the http layer hands it their class): the
  // department rule (vacancy.fields.ts) has refused text that is no id, so what passed parses.
  const departmentId = check.ok('department_id') ? parseId(fields.department_id) : null;
  if (departmentId) {
    department = await departmentOf(em, companyId, departmentId);
    if (!department) check.fail('department_id', 'profiling.departmentNotFound');
  }
  const positionId = check.ok('id_position') ? fields.id_position : null;
  const type = check.ok('position_type') ? (fields.position_type ?? null) : null;
  const functionality = [...new Set(fields.functionality)];
  const name = positionId === null ? null : await check.positionItems({ id: positionId, type }, { func: ['functionality', functionality] });
  if (positionId !== null && name === null) check.fail('id_position', 'profiling.vacancy.catalogueUnknown');

  const offices = await companyOffices(em, queries, companyId, 'ru');
  const allowed: VacancyAddress[] = [...offices, ...(department?.addresses ?? [])];
  const addresses: VacancyAddress[] = [];
  for (const [index, address] of fields.address_vacancy.slice(0, VACANCY_LIMITS.entriesMax).entries()) {
    if (!check.ok(`address_vacancy.${index}`)) continue;
    const known = allowed.find((office) => sameAddress(office, address));
    if (!known) check.fail(`address_vacancy.${index}`, 'profiling.notCompanyAddress');
    else if (!addresses.some((chosen) => sameAddress(chosen, known))) addresses.push(known);
  }
  const workTime = checkWorkTime(fields.work_time);
  return {
    department_id: department?.id ?? null,
    id_position: positionId,
    position_type: type,
    name: name ?? '',
    level: await check.item('level', 's_job_levels', fields.level),
    functionality,
    subordinates_type: fields.subordinates_type,
    // Subordinates Yes needs the count; No clears it (spec §4).
    subordinates_number: fields.subordinates_type === 1 ? (fields.subordinates_number ?? null) : null,
    address_vacancy: addresses.map(({ city_id, street_id, street_number }) => ({ city_id, street_id, street_number })),
    employment_type: await check.item('employment_type', 's_employment_type', fields.employment_type),
    work_time: 'range' in workTime ? workTime.range : null,
    salary: numberRange(fields.salary, 0, VACANCY_LIMITS.salaryMax),
  };
}

function storedPosition(stored: StoredVacancyValues): { id: number; type: 'global' | 'local' | null } | null {
  return stored.id_position === null ? null : { id: stored.id_position, type: stored.position_type };
}

/** Step 2 (spec §5 "Requirements step"): the position's targets, results and KPIs, credentials, interaction. */
async function requirements({ check, fields, stored }: StepContext<'requirements'>): Promise<Values> {
  const [target, result, kpi] = [[...new Set(fields.target)], [...new Set(fields.result)], [...new Set(fields.kpi)]];
  await check.positionItems(storedPosition(stored), { targets: ['target', target], result: ['result', result], kpi: ['kpi', kpi] });
  return {
    target,
    result,
    kpi,
    credentials: await check.items('credentials', 's_credentials', fields.credentials),
    interaction: fields.interaction,
  };
}

async function competencies({ check, fields, stored }: StepContext<'competencies'>): Promise<Values> {
  const [zun, cases] = [[...new Set(fields.zun)], [...new Set(fields.cases)]];
  await check.positionItems(storedPosition(stored), { zun: ['zun', zun], cases: ['cases', cases] });
  return { zun, cases, competencies: await check.items('competencies', 's_competence', fields.competencies) };
}

/** The career growth and business trip switches clear their notes while off (spec §4). */
async function conditions({ check, fields }: StepContext<'conditions'>): Promise<Values> {
  return {
    compensation_package: await check.items('compensation_package', 's_compensation_package', fields.compensation_package),
    career_growth: fields.career_growth,
    opportunities: fields.career_growth ? (fields.opportunities ?? null) : null,
    business_trips: fields.business_trips,
    missions: fields.business_trips ? (fields.missions ?? null) : null,
  };
}

async function specifics({ check, fields }: StepContext<'specifics'>): Promise<Values> {
  return {
    dress_code: await check.item('dress_code', 's_dress', fields.dress_code),
    work_process: await check.item('work_process', 's_work_specifics', fields.work_process),
    work_place: await check.item('work_place', 's_specificity_workplace', fields.work_place),
    customer_communications: await check.item('customer_communications', 's_specificity_communication', fields.customer_communications),
    supervisor_communications: await check.item(
      'supervisor_communications',
      's_manager_specificity_communication',
      fields.supervisor_communications,
    ),
  };
}

/** The age switch off clears the age range (spec §4). */
async function age({ check, fields }: StepContext<'age'>): Promise<Values> {
  return {
    age_enabled: fields.age_enabled,
    age: fields.age_enabled ? numberRange(fields.age, VACANCY_LIMITS.ageMin, VACANCY_LIMITS.ageMax) : null,
    gender: await check.item('gender', 'tools_sex', fields.gender),
    family_status: await check.item('family_status', 's_family_status', fields.family_status),
    kids: fields.kids ?? null,
    military_service: fields.military_service,
  };
}

/** Each entry id once in its list. */
function markRepeatedIds(check: VacancyCheck, path: string, entries: ReadonlyArray<{ id: unknown }>): void {
  for (const index of repeatedIndexes(entries.map((entry, at) => (check.ok(`${path}.${at}.id`) ? entry.id : null))))
    check.fail(`${path}.${index}.id`, 'profiling.vacancy.duplicate');
}

async function studies(check: VacancyCheck, path: string, entries: StudyInput[]): Promise<StudyEntry[]> {
  entries = Array.isArray(entries) ? entries.slice(0, VACANCY_LIMITS.entriesMax) : [];
  markRepeatedIds(check, path, entries);
  const universities: Array<[string, number]> = [];
  const result: StudyEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const at = `${path}.${index}`;
    if (!check.ok(at)) continue;
    if (entry.id_university) universities.push([`${at}.id_university`, entry.id_university]);
    const level = await check.item(`${at}.educational_level`, 's_educational_level', entry.educational_level);
    result.push({
      id: entry.id,
      id_university: entry.id_university ?? null,
      name: entry.name,
      year_start: entry.year_start,
      year_end: entry.year_end || null,
      specialty: entry.specialty,
      educational_level: level,
    });
  }
  await check.universities(universities);
  return result;
}

async function education({ check, fields }: StepContext<'education'>): Promise<Values> {
  return {
    universities: await studies(check, 'universities', fields.universities),
    courses: await studies(check, 'courses', fields.courses),
  };
}

async function experience({ check, fields }: StepContext<'experience'>): Promise<Values> {
  return {
    experience: await check.item('experience', 's_work_experience', fields.experience),
    experience_company_names: fields.experience_company_names,
    experience_job_titles: fields.experience_job_titles,
  };
}

async function personal({ check, fields }: StepContext<'personal'>): Promise<Values> {
  return {
    hobbies: await check.items('hobbies', 's_hobbies', fields.hobbies),
    personal_qualities: await check.items('personal_qualities', 's_personal_qualities', fields.personal_qualities),
  };
}

/** Driver licence No resets the car section (spec §4). */
async function car({ check, fields }: StepContext<'car'>): Promise<Values> {
  if (fields.driver_license !== 1) return { driver_license: 0, driver_categories: [], driving_experience: null, car_available: 0 };
  return {
    driver_license: 1,
    driver_categories: await check.items('driver_categories', 's_driving_license_category', fields.driver_categories),
    driving_experience: fields.driving_experience ?? null,
    car_available: fields.car_available,
  };
}

/** At most 5 criteria (400 CRITERIA_TOO_MANY), priorities 1..n, each weighing a field the vacancy has. */
async function criteria({ queries, check, fields, stored }: StepContext<'criteria'>): Promise<Values> {
  if (!Array.isArray(fields.criteria)) return {};
  if (fields.criteria.length > VACANCY_LIMITS.criteriaMax) throw VacancyErrors.criteriaTooMany();
  const valid = fields.criteria.map((entry, index) => (check.ok(`criteria.${index}`) ? entry : null));
  for (const index of repeatedIndexes(valid.map((entry) => entry?.id))) check.fail(`criteria.${index}.id`, 'profiling.vacancy.duplicate');
  for (const [index, entry] of valid.entries()) if (entry) await check.item(`criteria.${index}.id`, 's_selection_criteria', entry.id);
  const entries: CriterionEntry[] = valid.flatMap((entry) => (entry ? [{ id: entry.id, priority: entry.priority }] : []));
  if (entries.length === fields.criteria.length && !prioritiesContiguous(entries)) check.fail('criteria', 'profiling.vacancy.priorities');
  check.done();
  if (entries.length > 0) {
    const [options] = Object.values(await queries.execute(new GetOptionListsQuery(['s_selection_criteria'], check.lang, check.reader)));
    const codes = new Map((options ?? []).map((option) => [option.id, option.code ?? '']));
    const needsActivity = entries.some((entry) => codes.get(entry.id) === 's_activity');
    const activity = needsActivity
      ? ((await queries.execute(new GetCompanyInfoQuery(check.reader.userId, check.reader.companyId, check.lang))).activity?.id ?? null)
      : null;
    const missing: Record<string, MessageKey> = {};
    for (const [index, entry] of entries.entries()) {
      if (!criterionHasValue(codes.get(entry.id) ?? '', stored, activity))
        missing[`criteria.${index}.id`] = 'profiling.vacancy.criterionWithoutValue';
    }
    if (Object.keys(missing).length > 0) throw VacancyErrors.criterionWithoutValue(missing);
  }
  return { criteria: [...entries].sort((a, b) => a.priority - b.priority) };
}

/** Languages or programs: each name once, name and level items of their lists. */
async function skillEntries(
  check: VacancyCheck,
  path: string,
  entries: SkillEntry[],
  names: ListName,
  levels: ListName,
): Promise<SkillEntry[]> {
  entries = Array.isArray(entries) ? entries.slice(0, VACANCY_LIMITS.entriesMax) : [];
  markRepeatedIds(check, path, entries);
  for (const index of repeatedIndexes(entries.map((entry, at) => (check.ok(`${path}.${at}.name`) ? entry.name : null))))
    check.fail(`${path}.${index}.name`, 'profiling.vacancy.duplicate');
  const result: SkillEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const at = `${path}.${index}`;
    const name = await check.item(`${at}.name`, names, entry.name);
    const level = await check.item(`${at}.level`, levels, entry.level);
    if (name !== null && level !== null) result.push({ id: entry.id, name, level });
  }
  return result;
}

async function skills({ check, fields, stored, queries }: StepContext<'skills'>): Promise<Values> {
  const values = {
    education: await check.item('education', 's_education', fields.education),
    languages: await skillEntries(check, 'languages', fields.languages, 's_languages', 's_language_levels'),
    programs: await skillEntries(check, 'programs', fields.programs, 's_programs', 's_program_level'),
  };
  // Languages or programs chosen as criteria on the step before must now be given (the criteria step offered them on trust).
  if (stored.criteria.length > 0) {
    const [options] = Object.values(await queries.execute(new GetOptionListsQuery(['s_selection_criteria'], check.lang, check.reader)));
    const chosen = new Set(stored.criteria.map((entry) => (options ?? []).find((option) => option.id === entry.id)?.code));
    for (const field of ['languages', 'programs'] as const) {
      if (chosen.has(field) && values[field].length === 0) check.fail(field, 'profiling.vacancy.criterionNeedsValue');
    }
  }
  return values;
}

/** The final review of the ten steps saves nothing of its own: it only moves the wizard on. */
async function review(): Promise<Values> {
  return {};
}

export const STEP_READERS: { [S in VacancyStep]: (context: StepContext<S>) => Promise<Values> } = {
  main,
  requirements,
  competencies,
  conditions,
  specifics,
  age,
  education,
  experience,
  personal,
  review,
  car,
  criteria,
  skills,
};
