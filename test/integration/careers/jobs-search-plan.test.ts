import pg from 'pg';
import { JOBS_CHOICES_SQL } from '../../../src/careers/queries/get-jobs-choices.query.js';
import { jobsPageSql, type JobsFilter } from '../../../src/careers/queries/get-jobs.query.js';
import { ownDatabase } from '../../support/own-database.js';

/**
 * The /jobs text filter at 10,000 open postings (docs/careers.md, "Speed"): PostgreSQL's plan of
 * the very SQL the page runs (jobsPageSql) reads a rare word through the pg_trgm index instead of
 * every open posting, and a common word still through the newest-first list index. The postings
 * are written set-based into a database of the suite's own (the planner's choice depends on the
 * table's size and statistics, so the fixture has the size the goal names).
 */
describe('careers: the /jobs text filter at 10,000 postings', () => {
  let db: pg.Client;
  let drop: () => Promise<void>;
  const today = '2026-12-08';
  beforeAll(async () => {
    const own = await ownDatabase('careersplan');
    drop = own.drop;
    db = new pg.Client({ connectionString: own.url });
    await db.connect();
    // As the projection writes them: `search` is the titles and the company's name in lower case;
    // the views are large (a description each), as real ones are.
    await db.query(
      `insert into careers_posting (vacancy_id, company_id, state, valid_through, posted_at, employment_type, remote, city_ids, search, views, updated_at)
       select gen_random_uuid(), gen_random_uuid(), case when i % 10 = 0 then 'gone' else 'open' end, '2027-01-31',
              now() - i * interval '1 minute', 1 + i % 3, false, jsonb_build_array(1 + i % 7),
              'бухгалтер ' || i || ' accountant ' || i || ' компанія ' || (i % 200),
              jsonb_build_object(l.lang, jsonb_build_object('title', 'Бухгалтер ' || i, 'description', repeat(md5(i::text), 80),
                'offices', jsonb_build_array(jsonb_build_object('cityId', 1 + i % 7, 'city', 'Місто ' || (1 + i % 7))),
                'employmentType', jsonb_build_object('label', 'Тип ' || (1 + i % 3)))),
              now()
         from generate_series(1, 11111) i, (values ('uk')) l(lang)`,
    );
    await db.query('analyze careers_posting');
  });
  afterAll(async () => {
    await db?.end();
    await drop?.();
  });

  /** The plan of the page's SQL for `text` (placeholders numbered for pg), as one line of text. */
  const planOf = async (text: string) => {
    const filter: JobsFilter = { text, cityId: null, employmentType: null, page: 1 };
    const { sql, params } = jobsPageSql(filter, 'uk', today);
    let n = 0;
    const numbered = sql.replace(/\?/g, () => `$${++n}`);
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${numbered}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('reads a rare word, and a word no posting has, through the trigram index', async () => {
    for (const text of ['Бухгалтер 4321', 'юрист']) {
      const plan = await planOf(text);
      expect(plan).toContain('careers_posting_search_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it('reads a word most postings have newest first through the list index, stopping at a page', async () => {
    const plan = await planOf('бухгалтер');
    expect(plan).toContain('careers_posting_list_idx');
    expect(plan).not.toContain('careers_posting_search_trgm_idx');
  });

  it('finds the rare word’s one posting, and names the filter’s choices from the views', async () => {
    const { sql, params } = jobsPageSql({ text: 'БУХГАЛТЕР 4321', cityId: null, employmentType: null, page: 1 }, 'uk', today);
    let n = 0;
    const { rows } = await db.query(
      sql.replace(/\?/g, () => `$${++n}`),
      params,
    );
    expect(rows.map((row) => (row.view as { title: string }).title)).toEqual(['Бухгалтер 4321']);
    n = 0;
    const choices = await db.query<{ kind: string; id: number; name: string }>(
      JOBS_CHOICES_SQL.replace(/\?/g, () => `$${++n}`),
      ['uk', 'uk', today, today],
    );
    expect(choices.rows).toEqual([
      ...Array.from({ length: 7 }, (_, i) => ({ kind: 'city', id: i + 1, name: `Місто ${i + 1}` })),
      ...Array.from({ length: 3 }, (_, i) => ({ kind: 'type', id: i + 1, name: `Тип ${i + 1}` })),
    ]);
  });
});
