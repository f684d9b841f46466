import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { Vacancy } from '../../src/profiling/domain/vacancy.entity.js';
import { emptyVacancyValues, type StoredVacancyValues } from '../../src/profiling/domain/vacancy.values.js';

/**
 * A vacancy stored directly through the entity, for suites that need one without walking the
 * wizard's saves: plausible values of every step and `step` 13 (every step saved) unless told.
 * Catalogue ids are placeholders: nothing here resolves them.
 */
export async function storedVacancy(
  app: INestApplicationContext,
  companyId: string,
  authorUserId: string,
  options: {
    step?: number;
    status?: 'draft' | 'approval' | 'returned' | 'published';
    name?: string;
    values?: Partial<StoredVacancyValues>;
  } = {},
): Promise<Vacancy> {
  const em = app.get(MikroORM).em.fork();
  const name = options.name ?? 'Менеджер з продажу';
  const values: StoredVacancyValues = {
    ...emptyVacancyValues(),
    id_position: 1,
    position_type: 'global',
    name,
    level: 2,
    functionality: [1, 2],
    address_vacancy: [{ city_id: 1, street_id: 1, street_number: '22' }],
    employment_type: 1,
    work_time: { from: '09:00', to: '18:00' },
    salary: { from: 20_000, to: 30_000 },
    target: [1],
    result: [1],
    kpi: [1],
    credentials: [1],
    interaction: ['Відділ логістики'],
    zun: [1],
    compensation_package: [1],
    dress_code: 1,
    work_process: 1,
    work_place: 1,
    customer_communications: 1,
    supervisor_communications: 1,
    age: { from: 25, to: 45 },
    gender: 1,
    family_status: 1,
    experience: 1,
    personal_qualities: [1],
    criteria: [{ id: 1, priority: 1 }],
    education: 1,
    ...options.values,
  };
  // Numbers count per company; suites make their vacancies one after another.
  const [row] = await em
    .getConnection()
    .execute<Array<{ next: number }>>('select coalesce(max(number), 0) + 1 as next from profiling_vacancy where company_id = ?', [
      companyId,
    ]);
  const vacancy = em.create(Vacancy, {
    companyId,
    number: Number(row!.next),
    authorUserId,
    status: options.status ?? 'draft',
    step: options.step ?? 13,
    name,
    values,
    publishedAt: null,
  });
  await em.flush();
  return vacancy;
}
