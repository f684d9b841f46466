import { randomUUID } from 'node:crypto';
import { call, listIds, verifiedCompany, type Account, type ProfilingHarness } from './profiling.support.js';

/** Item ids of one position's families in the shipped catalogue (global items, catalogue order). */
export interface PositionItems {
  id: number;
  func: number[];
  targets: number[];
  result: number[];
  kpi: number[];
  zun: number[];
  cases: number[];
}

export async function positionItems(h: ProfilingHarness, positionId: number): Promise<PositionItems> {
  const rows = await h.sql<{ id: number; family: string }>(
    "select id, family from catalogue_competency where position_id = ? and type = 'global' order by sort, id",
    [positionId],
  );
  const of = (family: string) => rows.filter((row) => row.family === family).map((row) => row.id);
  return {
    id: positionId,
    func: of('func'),
    targets: of('targets'),
    result: of('result'),
    kpi: of('kpi'),
    zun: of('zun'),
    cases: of('cases'),
  };
}

/** Two global positions that both have items in every family. */
export async function twoPositions(h: ProfilingHarness): Promise<[PositionItems, PositionItems]> {
  const rows = await h.sql<{ position_id: number }>(
    "select position_id from catalogue_competency where type = 'global' group by position_id having count(distinct family) = 6 order by position_id limit 2",
  );
  return [await positionItems(h, rows[0]!.position_id), await positionItems(h, rows[1]!.position_id)];
}

/** A local item of a family for a position, owned by a company (as the catalogue stores user additions). */
export async function localItem(
  h: ProfilingHarness,
  positionId: number,
  family: string,
  companyId: string,
  userId: string,
): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    `insert into catalogue_competency (position_id, family, names, type, sort, owner_company_id, owner_user_id, created_at)
      values (?, ?, ?::jsonb, 'local', 100, ?, ?, now()) returning id`,
    [positionId, family, JSON.stringify({ ru: `Своё ${family}`, en: `Own ${family}`, uk: `Своє ${family}` }), companyId, userId],
  );
  return row!.id;
}

export interface VacancyCompany {
  owner: Account;
  companyId: string;
  office: { city_id: number; street_id: number; street_number: string };
  departmentId: string;
  departmentOffice: { city_id: number; street_id: number; street_number: string };
}

/** A verified company with a Kyiv office in its contacts and a department at a second address. */
export async function vacancyCompany(h: ProfilingHarness): Promise<VacancyCompany> {
  const made = await verifiedCompany(h);
  const office = { city_id: h.kyiv, street_id: await h.street('вулиця Хрещатик', h.kyiv), street_number: '22' };
  const departmentOffice = { city_id: h.kyiv, street_id: await h.street('вулиця Володимирська', h.kyiv), street_number: '5' };
  const contacts = await call(made.owner, 'set_company_info/contacts', {
    company_id: made.companyId,
    registeredOffice: office,
    actualOffice: office,
  });
  if (contacts.status !== 200) throw new Error(`contacts: ${JSON.stringify(contacts.body)}`);
  const [hr] = await listIds(h, 'tl_lists');
  const department = await call(made.owner, 'add_new_department', {
    company_id: made.companyId,
    idItem: hr,
    manager_position: 'Директор',
    manager_surname: 'Коваль',
    manager_name: 'Олена',
    is_new_address: true,
    address: [departmentOffice],
  });
  if (department.status !== 200) throw new Error(`department: ${JSON.stringify(department.body)}`);
  return { ...made, office, departmentId: department.body.department.id as string, departmentOffice };
}

/** Valid bodies of every step for a position, built from the shipped lists. */
export async function stepBodies(
  h: ProfilingHarness,
  c: VacancyCompany,
  position: PositionItems,
): Promise<Record<string, Record<string, unknown>>> {
  const first = async (list: string) => (await listIds(h, list))[0]!;
  return {
    main: {
      department_id: c.departmentId,
      id_position: position.id,
      position_type: 'global',
      level: await first('s_job_levels'),
      functionality: position.func.slice(0, 2),
      subordinates_type: 1,
      subordinates_number: 3,
      address_vacancy: [c.office, c.departmentOffice],
      employment_type: await first('s_employment_type'),
      work_time: { from: '09:00', to: '18:00' },
      salary: { from: 20000, to: 30000 },
    },
    requirements: {
      target: position.targets.slice(0, 1),
      result: position.result.slice(0, 1),
      kpi: position.kpi.slice(0, 2),
      credentials: [await first('s_credentials')],
      interaction: ['Бухгалтерія', 'Клієнти'],
    },
    competencies: { zun: position.zun.slice(0, 2), cases: position.cases.slice(0, 1), competencies: [await first('s_competence')] },
    conditions: {
      compensation_package: [await first('s_compensation_package')],
      career_growth: true,
      opportunities: 'Керівник відділу за 2 роки',
      business_trips: false,
      missions: null,
    },
    specifics: {
      dress_code: await first('s_dress'),
      work_process: await first('s_work_specifics'),
      work_place: await first('s_specificity_workplace'),
      customer_communications: await first('s_specificity_communication'),
      supervisor_communications: await first('s_manager_specificity_communication'),
    },
    age: {
      age_enabled: true,
      age: { from: 25, to: 45 },
      gender: await first('tools_sex'),
      family_status: await first('s_family_status'),
      kids: 2,
      military_service: 0,
    },
    education: {
      universities: [
        {
          id: randomUUID(),
          id_university: null,
          name: 'КНУ імені Тараса Шевченка',
          year_start: '2010',
          year_end: '2015',
          specialty: 'Психологія',
          educational_level: await first('s_educational_level'),
        },
      ],
      courses: [
        {
          id: randomUUID(),
          id_university: null,
          name: 'HR-аналітика',
          year_start: '2020',
          year_end: null,
          specialty: 'HR',
          educational_level: null,
        },
      ],
    },
    experience: {
      experience: await first('s_work_experience'),
      experience_company_names: ['Нова пошта'],
      experience_job_titles: ['Рекрутер'],
    },
    personal: { hobbies: [await first('s_hobbies')], personal_qualities: [await first('s_personal_qualities')] },
    review: {},
    car: {
      driver_license: 1,
      driver_categories: [await first('s_driving_license_category')],
      driving_experience: '01.03.2015',
      car_available: 1,
    },
    criteria: {
      criteria: [
        { id: 4, priority: 1 },
        { id: 2, priority: 2 },
      ],
    }, // salary, experience (s_selection_criteria codes)
    skills: {
      education: await first('s_education'),
      languages: [{ id: randomUUID(), name: await first('s_languages'), level: await first('s_language_levels') }],
      programs: [{ id: randomUUID(), name: await first('s_programs'), level: await first('s_program_level') }],
    },
  };
}

export function save(who: Account, step: string, body: Record<string, unknown>, lang?: string) {
  return call(who, `save_vacancy_${step}`, body, lang);
}

/** The stored row of a vacancy (to prove a refused call changed nothing). */
export async function storedVacancy(
  h: ProfilingHarness,
  vacancyId: string,
): Promise<{ status: string; step: number; name: string; values: Record<string, any>; updated_at: Date }> {
  const [row] = await h.sql('select status, step, name, "values", updated_at from profiling_vacancy where id = ?', [vacancyId]);
  return row as { status: string; step: number; name: string; values: Record<string, any>; updated_at: Date };
}
