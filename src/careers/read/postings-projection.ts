import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPublicCompaniesQuery, type PublicCompany } from '../../company/company.contract.js';
import {
  GetPublicProfileQuery,
  GetPublicVacancyQuery,
  type PublicProfile,
  type PublicVacancy,
} from '../../profiling/profiling.contract.js';
import { GetOpeningsQuery, type OpeningFacts } from '../../recruiting/recruiting.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { CAREERS_LANGS } from '../pages/lang.js';
import { careersTexts } from '../pages/texts.js';
import { EDUCATION_CODES, EMPLOYMENT_TYPE_CODES, REMOTE_EMPLOYMENT_TYPES, WORK_EXPERIENCE_CODES } from './catalogue-codes.js';
import type { EmployerView, OfficeView, PostingView } from './views.js';

const office = (address: PublicProfile['offices'][number]): OfficeView => ({
  city: address.city,
  region: address.region,
  street: address.street,
  number: address.number,
  postalCode: null,
});

const coded = (item: { id: number; label: string } | null, codes: Record<number, string>) =>
  item ? { id: item.id, code: codes[item.id] ?? 'other', label: item.label } : null;

/** A posting's view in one language from what the three contracts tell. */
export function postingView(
  opening: OpeningFacts,
  vacancy: PublicVacancy,
  company: PublicCompany,
  profile: PublicProfile,
  lang: Lang,
): PostingView {
  const t = careersTexts(lang);
  const sections = vacancy.sections;
  const remote = vacancy.employmentType !== null && REMOTE_EMPLOYMENT_TYPES.has(vacancy.employmentType.id);
  return {
    vacancyId: vacancy.vacancyId,
    companyId: vacancy.companyId,
    title: vacancy.title,
    companyName: company.name,
    companyWebsite: profile.website ?? company.website,
    companySocials: profile.socials,
    department: vacancy.department,
    datePosted: opening.openedAt.toISOString(),
    validThrough: opening.validThrough,
    employmentType: coded(vacancy.employmentType, EMPLOYMENT_TYPE_CODES),
    remote,
    salary: vacancy.salary,
    workTime: vacancy.workTime,
    offices: vacancy.offices.map(office),
    experience: coded(vacancy.experience, WORK_EXPERIENCE_CODES),
    education: coded(vacancy.education, EDUCATION_CODES),
    sections: [
      { title: t.duties, items: sections.duties },
      { title: t.goals, items: sections.goals },
      { title: t.results, items: sections.results },
      { title: t.skills, items: sections.skills },
      { title: t.conditions, items: sections.conditions },
      { title: t.languages, items: sections.languages },
      { title: t.programs, items: sections.programs },
    ],
  };
}

/**
 * Keeps the careers read model (careers_posting, careers_employer) equal to what may be public,
 * reading the recruiting, profiling and company contracts. A posting row is `open` only while its
 * opening is open and public, its vacancy published and its company public; otherwise a row that
 * existed turns `gone` (its page answers 410), and one that never did is not written. Idempotent:
 * every call writes the state as it is now, so replays and out-of-order events change nothing.
 */
@Injectable()
export class PostingsProjection {
  constructor(private readonly queries: QueryBus) {}

  /** The company's employer row and every one of its postings (`vacancyIds`: only those). */
  async refresh(em: EntityManager, companyId: string, vacancyIds: readonly string[] | null = null): Promise<void> {
    const company = (await this.queries.execute(new GetPublicCompaniesQuery([companyId]))).get(companyId);
    const openings = await this.queries.execute(new GetOpeningsQuery(companyId, vacancyIds));
    if (!company?.isPublic) {
      await em.execute(`delete from careers_employer where company_id = ?`, [companyId]);
      await em.execute(`update careers_posting set state = 'gone', updated_at = now() where company_id = ? and state = 'open'`, [
        companyId,
      ]);
      return;
    }
    const profiles = new Map<Lang, PublicProfile>();
    for (const lang of CAREERS_LANGS) profiles.set(lang, await this.queries.execute(new GetPublicProfileQuery(companyId, lang)));
    await this.writeEmployer(em, company, profiles);
    for (const opening of openings) await this.writePosting(em, opening, company, profiles);
  }

  private async writeEmployer(em: EntityManager, company: PublicCompany, profiles: Map<Lang, PublicProfile>): Promise<void> {
    const views = Object.fromEntries(
      CAREERS_LANGS.map((lang) => {
        const profile = profiles.get(lang)!;
        const view: EmployerView = {
          companyId: company.companyId,
          name: company.name,
          mission: profile.mission,
          values: profile.values,
          offices: profile.offices.map(office),
          website: profile.website ?? company.website,
          socials: profile.socials,
          verifiedAt: company.verifiedAt ?? '',
        };
        return [lang, view];
      }),
    );
    await em.execute(
      `insert into careers_employer (company_id, verified_at, views, updated_at) values (?, ?, ?, now())
       on conflict (company_id) do update set verified_at = excluded.verified_at, views = excluded.views, updated_at = now()`,
      [company.companyId, company.verifiedAt ?? '', JSON.stringify(views)],
    );
  }

  private async writePosting(
    em: EntityManager,
    opening: OpeningFacts,
    company: PublicCompany,
    profiles: Map<Lang, PublicProfile>,
  ): Promise<void> {
    const vacancies = new Map<Lang, PublicVacancy | null>();
    for (const lang of CAREERS_LANGS)
      vacancies.set(lang, await this.queries.execute(new GetPublicVacancyQuery(opening.companyId, opening.vacancyId, lang)));
    const ru = vacancies.get('ru');
    const open = opening.open && opening.isPublic && ru?.status === 'published';
    if (!open || !ru) {
      await em.execute(`update careers_posting set state = 'gone', updated_at = now() where vacancy_id = ? and state <> 'gone'`, [
        opening.vacancyId,
      ]);
      return;
    }
    const views = Object.fromEntries(
      CAREERS_LANGS.map((lang) => [lang, postingView(opening, vacancies.get(lang)!, company, profiles.get(lang)!, lang)]),
    );
    const search = [...new Set(CAREERS_LANGS.flatMap((lang) => [vacancies.get(lang)!.title, company.name]))]
      .join(' ')
      .toLowerCase()
      .replaceAll('ё', 'е');
    await em.execute(
      `insert into careers_posting (vacancy_id, company_id, state, valid_through, posted_at, employment_type, remote, city_ids, search, views, updated_at)
       values (?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (vacancy_id) do update set state = 'open', valid_through = excluded.valid_through, posted_at = excluded.posted_at,
         employment_type = excluded.employment_type, remote = excluded.remote, city_ids = excluded.city_ids, search = excluded.search,
         views = excluded.views, updated_at = now()`,
      [
        opening.vacancyId,
        opening.companyId,
        opening.validThrough,
        opening.openedAt,
        ru.employmentType?.id ?? null,
        views.ru!.remote,
        JSON.stringify([...new Set(ru.offices.map((address) => address.cityId))]),
        search,
        JSON.stringify(views),
      ],
    );
  }
}
