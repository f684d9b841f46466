import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import { GetCompanyInfoQuery } from '../../company/company.contract.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { Department } from '../domain/profile.entity.js';
import { checkPastDate, criterionHasValue, prioritiesContiguous, VACANCY_LIMITS, type VacancyStep } from '../domain/vacancy.rules.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';
import type { CriterionEntry, StoredVacancyValues, VacancyAddress } from '../domain/vacancy.values.js';
import { companyOffices } from '../queries/profile-view.js';
import { sameAddress } from './inputs.js';
import type { VacancyInputs } from './vacancy-inputs.js';

type Body = Record<string, unknown>;
type Values = Partial<StoredVacancyValues>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StepContext {
  em: EntityManager;
  queries: QueryBus;
  input: VacancyInputs;
  body: Body;
  /** The vacancy's stored values (empty ones for a new vacancy). */
  stored: StoredVacancyValues;
}

/** Step 1 (spec §5 "Position main step"): the position, its functionality, addresses, time and pay. */
async function main({ em, queries, input, body }: StepContext): Promise<Values> {
  const { companyId } = input.reader;
  let department: Department | null = null;
  if (body.department_id !== undefined && body.department_id !== null && body.department_id !== '') {
    department = typeof body.department_id === 'string' && UUID.test(body.department_id) ? await em.findOne(Department, { id: body.department_id, companyId }, { refresh: true }) : null;
    if (!department) input.fail('department_id', 'profiling.departmentNotFound');
  }
  const positionId = input.whole('id_position', body.id_position, 1, Number.MAX_SAFE_INTEGER, 'profiling.required');
  const type = body.position_type === 'global' || body.position_type === 'local' ? body.position_type : null;
  if (body.position_type !== undefined && body.position_type !== null && type === null) input.fail('position_type', 'validation.format');
  const functionality = input.itemIds('functionality', body.functionality, 'profiling.vacancy.selectFunctional');
  const name = positionId === null ? null : await input.positionItems({ id: positionId, type }, { func: ['functionality', functionality] });
  if (positionId !== null && name === null) input.fail('id_position', 'profiling.vacancy.catalogueUnknown');

  const subordinates = input.flag('subordinates_type', body.subordinates_type, 0);
  // Subordinates Yes needs the count; No clears it (spec §4).
  const count = subordinates === 1 ? input.whole('subordinates_number', body.subordinates_number, 1, VACANCY_LIMITS.subordinatesMax, 'profiling.vacancy.count') : null;
  const offices = await companyOffices(em, queries, companyId, 'ru');
  const allowed: VacancyAddress[] = [...offices, ...(department?.addresses ?? [])];
  const addresses: VacancyAddress[] = [];
  const list = Array.isArray(body.address_vacancy) ? (body.address_vacancy as unknown[]) : body.address_vacancy ? [body.address_vacancy] : [];
  if (list.length === 0) input.fail('address_vacancy', 'profiling.required');
  if (list.length > VACANCY_LIMITS.entriesMax) input.fail('address_vacancy', 'validation.tooMany');
  for (const [index, item] of list.slice(0, VACANCY_LIMITS.entriesMax).entries()) {
    const raw = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const address = { city_id: Number(raw.city_id), street_id: Number(raw.street_id), street_number: typeof raw.street_number === 'string' ? raw.street_number.trim() : '' };
    if (!Number.isSafeInteger(address.city_id) || !Number.isSafeInteger(address.street_id) || address.street_number === '') input.fail(`address_vacancy.${index}`, 'validation.format');
    else if (!allowed.some((known) => sameAddress(known, address))) input.fail(`address_vacancy.${index}`, 'profiling.notCompanyAddress');
    else if (!addresses.some((known) => sameAddress(known, address))) addresses.push(allowed.find((known) => sameAddress(known, address)) ?? address);
  }
  return {
    department_id: department?.id ?? null,
    id_position: positionId,
    position_type: type,
    name: name ?? '',
    level: await input.id('level', 's_job_levels', body.level, true),
    functionality,
    subordinates_type: subordinates,
    subordinates_number: count,
    address_vacancy: addresses.map(({ city_id, street_id, street_number }) => ({ city_id, street_id, street_number })),
    employment_type: await input.id('employment_type', 's_employment_type', body.employment_type, true),
    work_time: input.workTime('work_time', body.work_time),
    salary: input.numberRange('salary', body.salary, 0, VACANCY_LIMITS.salaryMax, true),
  };
}

function storedPosition(stored: StoredVacancyValues): { id: number; type: 'global' | 'local' | null } | null {
  return stored.id_position === null ? null : { id: stored.id_position, type: stored.position_type };
}

/** Step 2 (spec §5 "Requirements step"): the position's targets, results and KPIs, credentials, interaction. */
async function requirements({ input, body, stored }: StepContext): Promise<Values> {
  const target = input.itemIds('target', body.target, 'profiling.vacancy.selectTarget');
  const result = input.itemIds('result', body.result, 'profiling.vacancy.selectResult');
  const kpi = input.itemIds('kpi', body.kpi, 'profiling.vacancy.selectKpi');
  await input.positionItems(storedPosition(stored), { targets: ['target', target], result: ['result', result], kpi: ['kpi', kpi] });
  return {
    target,
    result,
    kpi,
    credentials: await input.ids('credentials', 's_credentials', body.credentials, 'profiling.required'),
    interaction: input.texts('interaction', body.interaction, 200, true),
  };
}

async function competencies({ input, body, stored }: StepContext): Promise<Values> {
  const zun = input.itemIds('zun', body.zun, 'profiling.vacancy.selectZun');
  const cases = input.itemIds('cases', body.cases, null);
  await input.positionItems(storedPosition(stored), { zun: ['zun', zun], cases: ['cases', cases] });
  return { zun, cases, competencies: await input.ids('competencies', 's_competence', body.competencies) };
}

/** The career growth and business trip switches require their notes while on and clear them while off (spec §4). */
async function conditions({ input, body }: StepContext): Promise<Values> {
  const growth = input.bool('career_growth', body.career_growth, false);
  const trips = input.bool('business_trips', body.business_trips, false);
  return {
    compensation_package: await input.ids('compensation_package', 's_compensation_package', body.compensation_package, 'profiling.required'),
    career_growth: growth,
    opportunities: growth ? input.text('opportunities', body.opportunities, VACANCY_LIMITS.notesMax, 'profiling.required') : null,
    business_trips: trips,
    missions: trips ? input.text('missions', body.missions, VACANCY_LIMITS.notesMax, 'profiling.required') : null,
  };
}

async function specifics({ input, body }: StepContext): Promise<Values> {
  return {
    dress_code: await input.id('dress_code', 's_dress', body.dress_code, true),
    work_process: await input.id('work_process', 's_work_specifics', body.work_process, true),
    work_place: await input.id('work_place', 's_specificity_workplace', body.work_place, true),
    customer_communications: await input.id('customer_communications', 's_specificity_communication', body.customer_communications, true),
    supervisor_communications: await input.id('supervisor_communications', 's_manager_specificity_communication', body.supervisor_communications, true),
  };
}

/** The age switch off clears the age range (spec §4); on, the range is 14..80 with from ≤ to. */
async function age({ input, body }: StepContext): Promise<Values> {
  const enabled = input.bool('age_enabled', body.age_enabled, true);
  return {
    age_enabled: enabled,
    age: enabled ? input.numberRange('age', body.age, VACANCY_LIMITS.ageMin, VACANCY_LIMITS.ageMax, true) : null,
    gender: await input.id('gender', 'tools_sex', body.gender, true),
    family_status: await input.id('family_status', 's_family_status', body.family_status, true),
    kids: input.whole('kids', body.kids, 0, VACANCY_LIMITS.kidsMax),
    military_service: input.flag('military_service', body.military_service, 0),
  };
}

async function education({ input, body }: StepContext): Promise<Values> {
  return { universities: await input.studies('universities', body.universities), courses: await input.studies('courses', body.courses) };
}

async function experience({ input, body }: StepContext): Promise<Values> {
  return {
    experience: await input.id('experience', 's_work_experience', body.experience, true),
    experience_company_names: input.texts('experience_company_names', body.experience_company_names, 200, false),
    experience_job_titles: input.texts('experience_job_titles', body.experience_job_titles, 200, false),
  };
}

async function personal({ input, body }: StepContext): Promise<Values> {
  return {
    hobbies: await input.ids('hobbies', 's_hobbies', body.hobbies),
    personal_qualities: await input.ids('personal_qualities', 's_personal_qualities', body.personal_qualities, 'profiling.required'),
  };
}

/** Driver licence No resets the car section (spec §4); Yes needs categories and a past date. */
async function car({ input, body }: StepContext): Promise<Values> {
  const license = input.flag('driver_license', body.driver_license, 0);
  if (license === 0) return { driver_license: 0, driver_categories: [], driving_experience: null, car_available: 0 };
  let since: string | null = null;
  if (body.driving_experience === undefined || body.driving_experience === null || body.driving_experience === '') input.fail('driving_experience', 'profiling.required');
  else {
    const checked = checkPastDate(body.driving_experience);
    if (checked === 'ok') since = body.driving_experience as string;
    else input.fail('driving_experience', checked === 'future' ? 'profiling.vacancy.dateFuture' : 'profiling.vacancy.date');
  }
  return {
    driver_license: 1,
    driver_categories: await input.ids('driver_categories', 's_driving_license_category', body.driver_categories, 'profiling.required'),
    driving_experience: since,
    car_available: input.flag('car_available', body.car_available, 0),
  };
}

/** At most 5 criteria (400 CRITERIA_TOO_MANY), priorities 1..n, each weighing a field the vacancy has. */
async function criteria({ queries, input, body, stored }: StepContext): Promise<Values> {
  const list = body.criteria === undefined || body.criteria === null ? [] : body.criteria;
  if (!Array.isArray(list)) {
    input.fail('criteria', 'validation.format');
    return {};
  }
  if (list.length > VACANCY_LIMITS.criteriaMax) throw VacancyErrors.criteriaTooMany();
  const entries: CriterionEntry[] = [];
  for (const [index, item] of list.entries()) {
    const raw = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const id = await input.id(`criteria.${index}.id`, 's_selection_criteria', raw.id, true);
    const priority = input.whole(`criteria.${index}.priority`, raw.priority ?? raw.priority_id, 1, VACANCY_LIMITS.criteriaMax, 'profiling.required');
    if (id !== null && entries.some((entry) => entry.id === id)) input.fail(`criteria.${index}.id`, 'profiling.vacancy.duplicate');
    if (id !== null && priority !== null) entries.push({ id, priority });
  }
  if (entries.length === list.length && !prioritiesContiguous(entries)) input.fail('criteria', 'profiling.vacancy.priorities');
  input.done();
  if (entries.length > 0) {
    const [options] = Object.values(await queries.execute(new GetOptionListsQuery(['s_selection_criteria'], input.lang, input.reader)));
    const codes = new Map((options ?? []).map((option) => [option.id, option.code ?? '']));
    const needsActivity = entries.some((entry) => codes.get(entry.id) === 's_activity');
    const activity = needsActivity ? ((await queries.execute(new GetCompanyInfoQuery(input.reader.userId, input.reader.companyId, input.lang))).activity?.id ?? null) : null;
    const missing: Record<string, MessageKey> = {};
    for (const [index, entry] of entries.entries()) {
      if (!criterionHasValue(codes.get(entry.id) ?? '', stored, activity)) missing[`criteria.${index}.id`] = 'profiling.vacancy.criterionWithoutValue';
    }
    if (Object.keys(missing).length > 0) throw VacancyErrors.criterionWithoutValue(missing);
  }
  return { criteria: [...entries].sort((a, b) => a.priority - b.priority) };
}

async function skills({ input, body, stored, queries }: StepContext): Promise<Values> {
  const values = {
    education: await input.id('education', 's_education', body.education, true),
    languages: await input.skills('languages', body.languages, 's_languages', 's_language_levels'),
    programs: await input.skills('programs', body.programs, 's_programs', 's_program_level'),
  };
  // Languages or programs chosen as criteria on the step before must now be given (the criteria step offered them on trust).
  if (stored.criteria.length > 0) {
    const [options] = Object.values(await queries.execute(new GetOptionListsQuery(['s_selection_criteria'], input.lang, input.reader)));
    const chosen = new Set(stored.criteria.map((entry) => (options ?? []).find((option) => option.id === entry.id)?.code));
    for (const field of ['languages', 'programs'] as const) {
      if (chosen.has(field) && (values[field] ?? []).length === 0) input.fail(field, 'profiling.vacancy.criterionNeedsValue');
    }
  }
  input.done();
  return values;
}

/** The final review of the ten steps saves nothing of its own: it only moves the wizard on. */
async function review(): Promise<Values> {
  return {};
}

export const STEP_READERS: Record<VacancyStep, (context: StepContext) => Promise<Values>> = {
  main, requirements, competencies, conditions, specifics, age, education, experience, personal, review, car, criteria, skills,
};
