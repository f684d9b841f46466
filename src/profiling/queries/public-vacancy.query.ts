import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCityQuery } from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { StoredAddress } from '../domain/profile.entity.js';
import { Vacancy, type VacancyStatus } from '../domain/vacancy.entity.js';
import { Names } from './read/profile-view.js';
import { vacancyLabeller } from './read/vacancy-labels.js';

/** An address as the public pages show it. */
export interface PublicAddress {
  cityId: number;
  city: string;
  /** The oblast as the codifier's description names it (null for cities of special status). */
  region: string | null;
  street: string;
  number: string;
}

/** What the public pages may tell of a vacancy, in one language (never age, sex, family, children, military service). */
export interface PublicVacancy {
  vacancyId: string;
  companyId: string;
  status: VacancyStatus;
  title: string;
  department: string | null;
  employmentType: { id: number; label: string } | null;
  salary: { from: number | null; to: number | null } | null;
  workTime: { from: string; to: string } | null;
  offices: PublicAddress[];
  experience: { id: number; label: string } | null;
  education: { id: number; label: string } | null;
  /** The profile in a candidate's words, by section. */
  sections: Record<'duties' | 'goals' | 'results' | 'skills' | 'conditions' | 'languages' | 'programs', string[]>;
}

/** A stored address in a candidate's words (the public profile's offices too): city, its oblast, street and number. */
export async function publicAddress(queries: QueryBus, names: Names, lang: Lang, address: StoredAddress): Promise<PublicAddress> {
  const view = await names.address(address);
  const city = await queries.execute(new GetCityQuery(address.city_id, lang));
  const [first = '', ...rest] = (city?.description ?? '').split(',');
  return {
    cityId: address.city_id,
    city: view.city_name,
    region: rest.length > 0 ? first.trim() || null : null,
    street: view.street_name,
    number: view.street_number,
  };
}

/** One vacancy of a company for the public pages (null: no such vacancy of the company). */
export class GetPublicVacancyQuery extends Query<PublicVacancy | null> {
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

const asList = (value: string | string[] | undefined): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((item) => item.trim() !== '');

@QueryHandler(GetPublicVacancyQuery)
export class GetPublicVacancyHandler implements IQueryHandler<GetPublicVacancyQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ companyId, vacancyId, lang }: GetPublicVacancyQuery): Promise<PublicVacancy | null> {
    const em = this.em.fork();
    const vacancy = await em.findOne(Vacancy, { id: vacancyId, companyId });
    if (!vacancy) return null;
    const values = vacancy.values;
    // The labeller names every field; only the ones a candidate may read are taken from it.
    const labels = await vacancyLabeller(em, this.queries)(values, companyId, lang);
    const names = new Names(this.queries, lang, {});
    const offices = await Promise.all(values.address_vacancy.map((address) => publicAddress(this.queries, names, lang, address)));
    const labelled = (id: number | null, label: string | string[] | undefined) =>
      id === null ? null : { id, label: asList(label)[0] ?? '' };
    return {
      vacancyId: vacancy.id,
      companyId: vacancy.companyId,
      status: vacancy.status as VacancyStatus,
      title: (typeof labels.id_position === 'string' && labels.id_position.trim()) || vacancy.name.trim() || values.name,
      department: typeof labels.department_id === 'string' ? labels.department_id : null,
      employmentType: labelled(values.employment_type, labels.employment_type),
      salary: values.salary,
      workTime: values.work_time,
      offices,
      experience: labelled(values.experience, labels.experience),
      education: labelled(values.education, labels.education),
      sections: {
        duties: asList(labels.functionality),
        goals: asList(labels.target),
        results: asList(labels.result),
        skills: [...asList(labels.zun), ...asList(labels.competencies)],
        conditions: [
          ...asList(labels.compensation_package),
          ...(values.career_growth && values.opportunities ? [values.opportunities] : []),
          ...(values.business_trips && values.missions ? [values.missions] : []),
        ],
        languages: asList(labels.languages),
        programs: asList(labels.programs),
      },
    };
  }
}
