import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery, type CatalogueNameTarget, type Family, type ListName } from '../../../catalogue/catalogue.contract.js';
import type { Lang } from '../../../shared/i18n/lang.js';
import { Department } from '../../domain/profile.entity.js';
import type { StoredVacancyValues } from '../../domain/vacancy.values.js';
import { Names } from './profile-view.js';
import type { VacancyLabeller, VacancyView } from './vacancy-view.js';

type Field = keyof StoredVacancyValues;

/** Dictionary fields and their s_* lists. */
const LIST_FIELDS: Partial<Record<Field, ListName>> = {
  level: 's_job_levels',
  employment_type: 's_employment_type',
  credentials: 's_credentials',
  competencies: 's_competence',
  compensation_package: 's_compensation_package',
  dress_code: 's_dress',
  work_process: 's_work_specifics',
  work_place: 's_specificity_workplace',
  customer_communications: 's_specificity_communication',
  supervisor_communications: 's_manager_specificity_communication',
  gender: 'tools_sex',
  family_status: 's_family_status',
  experience: 's_work_experience',
  hobbies: 's_hobbies',
  personal_qualities: 's_personal_qualities',
  driver_categories: 's_driving_license_category',
  education: 's_education',
};
/** Position item fields and their catalogue families. */
const FAMILY_FIELDS: Partial<Record<Field, Family>> = {
  functionality: 'func',
  target: 'targets',
  result: 'result',
  kpi: 'kpi',
  zun: 'zun',
  cases: 'cases',
};

/** Names of ids of one target, one query per target. */
class NameBook {
  private readonly asked = new Map<string, { target: CatalogueNameTarget; ids: Set<number> }>();
  private readonly answers = new Map<string, Record<number, string>>();

  constructor(
    private readonly queries: QueryBus,
    private readonly lang: Lang,
  ) {}

  private key(target: CatalogueNameTarget): string {
    return JSON.stringify(target);
  }

  want(target: CatalogueNameTarget, ids: readonly number[]): void {
    const entry = this.asked.get(this.key(target)) ?? { target, ids: new Set<number>() };
    for (const id of ids) entry.ids.add(id);
    this.asked.set(this.key(target), entry);
  }

  async load(): Promise<void> {
    await Promise.all(
      [...this.asked.entries()].map(async ([key, entry]) => {
        this.answers.set(key, await this.queries.execute(new GetCatalogueNamesQuery(entry.target, [...entry.ids], this.lang)));
      }),
    );
  }

  name(target: CatalogueNameTarget, id: number): string {
    return this.answers.get(this.key(target))?.[id] ?? '';
  }
}

function idsOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
}

/**
 * The labeller of vacancyView(): every id of a vacancy named in the caller's language (dictionary
 * items, position and its items, universities, criteria, languages and programs with their levels),
 * addresses as one line each and the department's name. Only fields with a value get a label.
 */
export function vacancyLabeller(em: EntityManager, queries: QueryBus): VacancyLabeller {
  return async (values, companyId, lang) => {
    const book = new NameBook(queries, lang);
    for (const [field, list] of Object.entries(LIST_FIELDS) as Array<[Field, ListName]>)
      book.want({ kind: 'list', list }, idsOf(values[field]));
    for (const [field, family] of Object.entries(FAMILY_FIELDS) as Array<[Field, Family]>)
      book.want({ kind: 'competency', family }, idsOf(values[field]));
    if (values.id_position !== null) book.want({ kind: 'position' }, [values.id_position]);
    book.want(
      { kind: 'list', list: 's_selection_criteria' },
      values.criteria.map((item) => item.id),
    );
    book.want(
      { kind: 'list', list: 's_languages' },
      values.languages.map((item) => item.name),
    );
    book.want(
      { kind: 'list', list: 's_language_levels' },
      values.languages.map((item) => item.level),
    );
    book.want(
      { kind: 'list', list: 's_programs' },
      values.programs.map((item) => item.name),
    );
    book.want(
      { kind: 'list', list: 's_program_level' },
      values.programs.map((item) => item.level),
    );
    const studies = [...values.universities, ...values.courses];
    book.want(
      { kind: 'list', list: 's_educational_level' },
      studies.flatMap((item) => (item.educational_level === null ? [] : [item.educational_level])),
    );
    book.want(
      { kind: 'university' },
      studies.flatMap((item) => (item.id_university === null ? [] : [item.id_university])),
    );
    const department = values.department_id ? await em.findOne(Department, { id: values.department_id, companyId }) : null;
    if (department?.listItemId) book.want({ kind: 'list', list: 'tl_lists' }, [department.listItemId]);
    await book.load();

    const labels: VacancyView['labels'] = {};
    const put = (field: Field, target: CatalogueNameTarget) => {
      const value = values[field];
      if (Array.isArray(value)) {
        if (value.length > 0) labels[field] = idsOf(value).map((id) => book.name(target, id));
      } else if (typeof value === 'number') labels[field] = book.name(target, value);
    };
    for (const [field, list] of Object.entries(LIST_FIELDS) as Array<[Field, ListName]>) put(field, { kind: 'list', list });
    for (const [field, family] of Object.entries(FAMILY_FIELDS) as Array<[Field, Family]>) put(field, { kind: 'competency', family });
    if (values.id_position !== null) labels.id_position = book.name({ kind: 'position' }, values.id_position);
    if (department)
      labels.department_id =
        (department.listItemId ? book.name({ kind: 'list', list: 'tl_lists' }, department.listItemId) : '') || department.name;
    if (values.criteria.length > 0)
      labels.criteria = values.criteria.map((item) => book.name({ kind: 'list', list: 's_selection_criteria' }, item.id));
    const skill = (names: ListName, levels: ListName) => (item: { name: number; level: number }) =>
      `${book.name({ kind: 'list', list: names }, item.name)} — ${book.name({ kind: 'list', list: levels }, item.level)}`;
    if (values.languages.length > 0) labels.languages = values.languages.map(skill('s_languages', 's_language_levels'));
    if (values.programs.length > 0) labels.programs = values.programs.map(skill('s_programs', 's_program_level'));
    const study = (item: StoredVacancyValues['universities'][number]) =>
      [
        item.id_university === null ? item.name : book.name({ kind: 'university' }, item.id_university) || item.name,
        item.specialty,
        item.educational_level === null ? '' : book.name({ kind: 'list', list: 's_educational_level' }, item.educational_level),
        item.year_end ? `${item.year_start}–${item.year_end}` : item.year_start,
      ]
        .filter((part) => part !== '')
        .join(', ');
    if (values.universities.length > 0) labels.universities = values.universities.map(study);
    if (values.courses.length > 0) labels.courses = values.courses.map(study);
    if (values.address_vacancy.length > 0) {
      const names = new Names(queries, lang, {});
      labels.address_vacancy = await Promise.all(
        values.address_vacancy.map(async (address) => {
          const view = await names.address(address);
          return `${view.city_name}, ${view.street_name}, ${view.street_number}`;
        }),
      );
    }
    return labels;
  };
}
