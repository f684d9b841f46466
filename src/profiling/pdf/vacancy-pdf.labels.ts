import type { QueryBus } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery, GetCityQuery, GetStreetQuery, type CatalogueNameTarget, type ListName } from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { SkillEntry, StoredVacancyValues } from '../domain/vacancy.values.js';
import type { VacancyView } from '../queries/vacancy-view.js';

type Labels = VacancyView['labels'];

/** Where the name of each id field of a vacancy comes from. */
const TARGETS: Partial<Record<keyof Labels, CatalogueNameTarget>> = {
  id_position: { kind: 'position' },
  functionality: { kind: 'competency', family: 'func' },
  target: { kind: 'competency', family: 'targets' },
  result: { kind: 'competency', family: 'result' },
  kpi: { kind: 'competency', family: 'kpi' },
  zun: { kind: 'competency', family: 'zun' },
  cases: { kind: 'competency', family: 'cases' },
  ...lists({
    level: 's_job_levels', employment_type: 's_employment_type', credentials: 's_credentials', competencies: 's_competence',
    compensation_package: 's_compensation_package', dress_code: 's_dress', work_process: 's_work_specifics', work_place: 's_specificity_workplace',
    customer_communications: 's_specificity_communication', supervisor_communications: 's_manager_specificity_communication', gender: 'tools_sex',
    family_status: 's_family_status', experience: 's_work_experience', hobbies: 's_hobbies', personal_qualities: 's_personal_qualities',
    driver_categories: 's_driving_license_category', education: 's_education',
  }),
};

function lists(map: Partial<Record<keyof Labels, ListName>>): Partial<Record<keyof Labels, CatalogueNameTarget>> {
  return Object.fromEntries(Object.entries(map).map(([key, list]) => [key, { kind: 'list', list }]));
}

/**
 * Names of a vacancy's ids for the PDF, asked from the catalogue contract. A stand-in until the
 * positions queries' labeller (VacancyLabeller of vacancy-view.ts) is wired: the PDF controller
 * uses the view's labels first and these only for what they lack.
 */
export async function pdfLabels(queries: QueryBus, values: StoredVacancyValues, lang: Lang): Promise<Labels> {
  const labels: Labels = {};
  const names = (target: CatalogueNameTarget, ids: number[]) => (ids.length === 0 ? Promise.resolve({} as Record<number, string>) : queries.execute(new GetCatalogueNamesQuery(target, ids, lang)));
  await Promise.all(
    Object.entries(TARGETS).map(async ([key, target]) => {
      const raw = values[key as keyof StoredVacancyValues];
      const ids = (Array.isArray(raw) ? raw : [raw]).filter((id): id is number => typeof id === 'number');
      const found = await names(target, ids);
      const texts = ids.map((id) => found[id] ?? String(id));
      if (texts.length > 0) labels[key as keyof Labels] = Array.isArray(raw) ? texts : texts[0]!;
    }),
  );
  const criteria = await names({ kind: 'list', list: 's_selection_criteria' }, values.criteria.map((item) => item.id));
  if (values.criteria.length > 0) labels.criteria = values.criteria.map((item) => criteria[item.id] ?? String(item.id));
  const skills = async (entries: SkillEntry[], nameList: ListName, levelList: ListName) => {
    const [skillNames, levels] = await Promise.all([names({ kind: 'list', list: nameList }, entries.map((e) => e.name)), names({ kind: 'list', list: levelList }, entries.map((e) => e.level))]);
    return entries.map((entry) => [skillNames[entry.name] ?? String(entry.name), levels[entry.level]].filter(Boolean).join(' — '));
  };
  if (values.languages.length > 0) labels.languages = await skills(values.languages, 's_languages', 's_language_levels');
  if (values.programs.length > 0) labels.programs = await skills(values.programs, 's_programs', 's_program_level');
  if (values.address_vacancy.length > 0) {
    labels.address_vacancy = await Promise.all(
      values.address_vacancy.map(async (address) => {
        const [city, street] = await Promise.all([queries.execute(new GetCityQuery(address.city_id, lang)), queries.execute(new GetStreetQuery(address.street_id))]);
        return [city?.name, street?.name_ua, address.street_number].filter(Boolean).join(', ');
      }),
    );
  }
  return labels;
}
