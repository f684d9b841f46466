import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { containsMatch, containsStatement } from '../../../src/verification/queries/quick-search.js';
import { likeEscape } from '../../../src/verification/queries/search-text.js';
import { NameSample } from '../../../src/verification/read/name-sample.js';
import { nameTrigramsSql } from '../../../src/verification/read/read-model.js';
import type { Harness } from '../../support/harness.js';
import { client, sql } from '../../support/harness.js';
import { person, startVerificationHarness, submittedCompany, type Person } from './verification.support.js';

/*
 * The back-office list, counters, quick and advanced search against a known data set written
 * straight into the read model (the projections that fill it have their own suite), and one company
 * that goes the whole way: registered and submitted through the company calls, then listed and found.
 * The suite owns the read model while it runs (files run one after another).
 */

interface Case {
  id: string;
  name: string;
  code: string;
  status: number;
  activity: number | null;
  employees: number | null;
  files: number;
  services: string | null;
  website: string | null;
  /** Hours before now of the update date. */
  updatedAgo: number;
  /** Minutes from now to the due time (status 2 only); negative: overdue. */
  dueIn: number | null;
  assignee: 'a' | 'b' | null;
}

const NAMES = [
  'ТОВ «Агросервіс»',
  'ТОВ «Агробуд Груп»',
  'ФОП Коваленко Олена Петрівна',
  'ПП «Будсервіс»',
  'Kadry Group LLC',
  'АТ «Київенерго»',
  'ТОВ «Медкомплект»',
  'Alpha Trade Ltd',
  'ПП «Волиньцентр Плюс»',
  'ТОВ «Теплосервіс»',
  'ФОП Шевченко Ірина',
  'ТОВ «Зерноагро»',
  'ПП «Логіінвест»',
  'АТ «Сервісбуд»',
  'ТОВ «Фармгруп»',
  'kadry digital',
  'ТОВ «Дніпромаш»',
  'ФОП Мороз Тарас',
  'ТОВ «Львівцентр»',
  'ПП «Агро Партнер»',
  'ТОВ «Укртранс»',
  'АТ «Поділлябуд»',
  'ТОВ «Енергоресурс»',
  'ТОВ «Хлібкомплект»',
];
const STATUSES = [1, 2, 2, 3, 4, 4, 5, 2];

function dataSet(): Case[] {
  return NAMES.map((name, i) => {
    const status = STATUSES[i % STATUSES.length]!;
    return {
      id: randomUUID(),
      name,
      // Distinct codes; 1234xxxx for a few, so a code prefix finds exactly those.
      code: i % 6 === 0 ? `1234${String(i).padStart(4, '0')}` : String(20_000_000 + i * 7_919).padStart(8, '0'),
      status,
      activity: i % 5 === 0 ? null : 1 + (i % 4),
      employees: i % 3 === 0 ? null : 1 + (i % 3),
      files: i % 4,
      services: i % 2 === 0 ? 'Підбір персоналу' : 'Оптова торгівля зерном',
      website: i % 3 === 1 ? `https://site-${i}.example.com` : null,
      updatedAgo: (i * 37) % 50,
      dueIn: status === 2 ? (i % 3 === 0 ? 45 : -30 - i) : null,
      assignee: i % 5 === 1 ? 'a' : i % 5 === 2 ? 'b' : null,
    };
  });
}

describe('verifier list, counters and search', () => {
  let h: Harness & { closeAll(): Promise<void> };
  let a: Person;
  let b: Person;
  let user: Person;
  let cases: Case[];
  let seqOf: Map<string, number>;
  const now = Date.now();

  const call = (who: Person, path: string, body: object) => who.c.post(`/verifier/${path}`, body, { token: who.token, lang: 'en' });
  const list = async (body: object, who: Person = a) => {
    const res = await call(who, 'getVerificationCompaniesList', body);
    expect(res.status).toBe(200);
    return res.body as { companies: Array<Record<string, any>>; total: number } & Record<string, any>;
  };

  beforeAll(async () => {
    h = await startVerificationHarness();
    a = await person(h, 'verifier', 'en', { lname: 'Шевченко', name: 'Петро' });
    b = await person(h, 'verifier', 'en', { lname: 'Коваль', name: 'Анна' });
    user = await person(h);
    await sql(h, 'delete from verification_company');
    cases = dataSet();
    for (const c of cases) {
      const assignee = c.assignee === 'a' ? a : c.assignee === 'b' ? b : null;
      const updated = new Date(now - c.updatedAgo * 3_600_000);
      await sql(
        h,
        `insert into verification_company (company_id, name, brand, code, activity_id, employees_id, services, website, owner_id, status_id,
                                           created_at, updated_at, submitted_at, due_at, files_count, assignee_id, assignee_name, name_lower)
         values (?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, lower(?))`,
        [
          c.id,
          c.name,
          c.code,
          c.activity,
          c.employees,
          c.services,
          c.website,
          user.id,
          c.status,
          updated,
          updated,
          c.dueIn === null ? null : updated,
          c.dueIn === null ? null : new Date(now + c.dueIn * 60_000),
          c.files,
          assignee?.id ?? null,
          assignee ? 'Verifier' : null,
          c.name,
        ],
      );
    }
    await recount();
    seqOf = new Map(
      (await sql<{ company_id: string; seq: string }>(h, 'select company_id, seq from verification_company')).map((r) => [
        r.company_id,
        Number(r.seq),
      ]),
    );
  });
  afterAll(async () => {
    await h?.closeAll();
  });

  /** The kept counters and name pieces, as the projections would keep them for the rows now in the table. */
  async function recount(): Promise<void> {
    await sql(h, 'delete from verification_name_trigram');
    await sql(
      h,
      `insert into verification_name_trigram (trigram, companies)
       select t.trigram, count(*) from verification_company v
        cross join lateral (${nameTrigramsSql('v.name_lower')}) t
        group by t.trigram`,
    );
    await sql(h, 'delete from verification_counter');
    await sql(
      h,
      `insert into verification_counter (key, value)
       select k, (select count(*) from verification_company v where s is null or v.status_id = s)
         from (values ('all', null::smallint), ('UnderConsideration', 2), ('active', 4), ('reject', 3), ('deleted', 5)) t(k, s)`,
    );
  }

  it('answers only verifiers: 401 without a session, 403 VERIFIER_ONLY for others', async () => {
    for (const path of [
      'getVerificationCompaniesList',
      'searchVerificationCompany',
      'findListVerificationCompany',
      'getVerificationCounters',
    ]) {
      const body = { type: 'all', value: 'агро' };
      const anonymous = await client(h).post(`/verifier/${path}`, body);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      const other = await call(user, path, body);
      expect({ path, status: other.status, code: other.body.code }).toEqual({ path, status: 403, code: 'VERIFIER_ONLY' });
    }
  });

  it('counts every tab from the kept counters, and the overdue cases by the clock', async () => {
    const body = await list({ type: 'all' });
    const count = (status: number) => cases.filter((c) => c.status === status).length;
    expect(body).toMatchObject({
      companiesAll: cases.length,
      companiesUnderConsideration: count(2),
      companiesActive: count(4),
      companiesReject: count(3),
      companiesDeleted: count(5),
      companiesOverdue: cases.filter((c) => c.status === 2 && c.dueIn! < 0).length,
    });
    const counters = await call(a, 'getVerificationCounters', {});
    expect(counters.body).toMatchObject({ ok: true, companiesAll: cases.length, companiesOverdue: body.companiesOverdue });
  });

  it('shows each tab its status (status 1 in "all" only), narrowed by the filter_companies item', async () => {
    const tabs: Record<string, number | null> = { all: null, UnderConsideration: 2, active: 4, reject: 3, deleted: 5 };
    for (const [type, status] of Object.entries(tabs)) {
      const body = await list({ type, page_size: 100 });
      const expected = cases.filter((c) => status === null || c.status === status);
      expect({ type, total: body.total, ids: body.companies.map((r) => r.id).sort() }).toEqual({
        type,
        total: expected.length,
        ids: expected.map((c) => c.id).sort(),
      });
    }
    // filter 3 = verified; inside "all" it narrows to status 4, inside another tab it leaves nothing.
    const verified = await list({ type: 'all', filter: 3, page_size: 100 });
    expect(verified.total).toBe(cases.filter((c) => c.status === 4).length);
    expect(verified.companies.every((r) => r.status.id === 4 && r.status.name === 'Verified')).toBe(true);
    expect(await list({ type: 'active', filter: 2 })).toMatchObject({ total: 0, companies: [] });
    expect((await list({ type: 'deleted', filter: 1 })).total).toBe(cases.filter((c) => c.status === 5).length);
    const deleted = await list({ type: 'deleted', page_size: 1 });
    expect(deleted.companies[0]).toMatchObject({ is_del: 1, status: { id: 5 } });
  });

  it('answers rows of the agreed shape, with the due time and the overdue mark', async () => {
    const body = await list({ type: 'UnderConsideration', page_size: 100 });
    for (const row of body.companies) {
      const c = cases.find((x) => x.id === row.id)!;
      expect(row).toEqual({
        id: c.id,
        number: seqOf.get(c.id),
        name: c.name,
        activity: c.activity === null ? null : { id: c.activity, name: expect.any(String) },
        code: c.code,
        update_date: new Date(now - c.updatedAgo * 3_600_000).toISOString(),
        files: c.files,
        status: { id: 2, name: 'Under consideration' },
        is_del: 0,
        due_at: new Date(now + c.dueIn! * 60_000).toISOString(),
        overdue: c.dueIn! < 0,
        assignee: c.assignee ? { id: (c.assignee === 'a' ? a : b).id, name: 'Verifier' } : null,
      });
    }
    expect(body.companies.some((row) => row.activity?.name)).toBe(true);
  });

  it('filters the cases the caller holds and those nobody holds', async () => {
    const mine = await list({ type: 'all', assigned: 'mine', page_size: 100 });
    expect(mine.companies.map((r) => r.id).sort()).toEqual(
      cases
        .filter((c) => c.assignee === 'a')
        .map((c) => c.id)
        .sort(),
    );
    expect(mine.total).toBe(mine.companies.length);
    const theirs = await list({ type: 'all', assigned: 'mine', page_size: 100 }, b);
    expect(theirs.companies.map((r) => r.id).sort()).toEqual(
      cases
        .filter((c) => c.assignee === 'b')
        .map((c) => c.id)
        .sort(),
    );
    const free = await list({ type: 'UnderConsideration', assigned: 'unassigned', page_size: 100 });
    const expected = cases.filter((c) => c.status === 2 && c.assignee === null);
    expect({ total: free.total, ids: free.companies.map((r) => r.id).sort() }).toEqual({
      total: expected.length,
      ids: expected.map((c) => c.id).sort(),
    });
  });

  type Key = (c: Case) => number | string | null;
  const KEYS: Record<string, Key> = {
    id: () => 0,
    name: (c) => c.name.toLowerCase(),
    activity: (c) => c.activity,
    code: (c) => c.code,
    update_date: (c) => -c.updatedAgo,
    files: (c) => c.files,
    status: (c) => c.status,
    due: (c) => c.dueIn,
  };

  /** PostgreSQL's order: nulls after values ascending and before them descending; the number breaks ties. */
  function expectedOrder(rows: Case[], sort: string, order: 'asc' | 'desc'): string[] {
    const key = KEYS[sort]!;
    const sign = order === 'asc' ? 1 : -1;
    return [...rows]
      .sort((x, y) => {
        const kx = key(x);
        const ky = key(y);
        if (kx !== ky) {
          if (kx === null) return sign;
          if (ky === null) return -sign;
          return (kx < ky ? -1 : 1) * sign;
        }
        return (seqOf.get(x.id)! - seqOf.get(y.id)!) * sign;
      })
      .map((c) => c.id);
  }

  it('sorts by every column both ways and pages without gaps or overlaps', async () => {
    for (const sort of Object.keys(KEYS)) {
      for (const order of ['asc', 'desc'] as const) {
        for (const [type, status] of [
          ['all', null],
          ['UnderConsideration', 2],
        ] as const) {
          const rows = cases.filter((c) => status === null || c.status === status);
          const seen: string[] = [];
          for (let page = 1; page <= Math.ceil(rows.length / 7); page++) {
            const body = await list({ type, sort, order, page, page_size: 7 });
            expect(body).toMatchObject({ page, page_size: 7, total: rows.length });
            seen.push(...body.companies.map((r) => r.id));
          }
          expect({ sort, order, type, ids: seen }).toEqual({ sort, order, type, ids: expectedOrder(rows, sort, order) });
        }
      }
    }
  });

  it('pages 9 rows by default, answers an empty page past the end, refuses page sizes over 100', async () => {
    const first = await list({ type: 'all' });
    expect(first.companies).toHaveLength(9);
    expect(first.page_size).toBe(9);
    expect((await list({ type: 'all', page: 50 })).companies).toEqual([]);
    const tooBig = await call(a, 'getVerificationCompaniesList', { type: 'all', page_size: 101 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.fields.page_size).toEqual(expect.any(String));
    expect((await call(a, 'getVerificationCompaniesList', { type: 'elsewhere' })).status).toBe(400);
    expect((await call(a, 'getVerificationCompaniesList', { type: 'all', sort: 'owner' })).status).toBe(400);
  });

  const quick = async (value: string) => {
    const res = await call(a, 'searchVerificationCompany', { value });
    expect(res.status).toBe(200);
    return res.body as { search_result: Array<Record<string, any>>; total: number; total_capped: boolean };
  };
  const names = (hits: Array<Record<string, any>>) => hits.map((hit) => hit.name).sort();

  it('quick search finds any part of the name, any case, Cyrillic and Latin, and marks the match', async () => {
    const agro = await quick('АГРО');
    const withAgro = NAMES.filter((n) => n.toLowerCase().includes('агро'));
    expect(names(agro.search_result)).toEqual([...withAgro].sort());
    expect(agro).toMatchObject({ total: withAgro.length, total_capped: false });
    const hit = agro.search_result.find((x) => x.name === 'ТОВ «Зерноагро»')!;
    expect(hit.match).toEqual({ field: 'name', start: 10, length: 4 });
    expect(hit.name.slice(hit.match.start, hit.match.start + hit.match.length)).toBe('агро');
    expect(hit.status).toEqual({ id: expect.any(Number), name: expect.any(String) });

    expect(names((await quick('KaDrY')).search_result)).toEqual(['Kadry Group LLC', 'kadry digital']);
    expect(names((await quick('сервіс')).search_result)).toEqual(
      ['ПП «Будсервіс»', 'АТ «Сервісбуд»', 'ТОВ «Агросервіс»', 'ТОВ «Теплосервіс»'].sort(),
    );
    expect((await quick('  коваленко   олена ')).search_result.map((x) => x.name)).toEqual(['ФОП Коваленко Олена Петрівна']);
    expect(await quick('немає такої')).toEqual({ ok: true, search_result: [], total: 0, total_capped: false });
  });

  it('finds a common text (strpos, newest-first index) and a rare one (trigram index) alike, and samples names for the choice', async () => {
    const orm: MikroORM = h.app.get(MikroORM);
    const pool = await orm.em.getConnection().getNativeClient();
    const run = async (text: string, common: boolean) => {
      const match = containsMatch(text, common);
      const first = common || match.words.length ? text : likeEscape(text);
      const { rows } = await pool.query(containsStatement(match), [first, 1001, '-', 10, ...match.words]);
      return rows.map((row: Record<string, unknown>) => [row.company_id, row.n]);
    };
    for (const text of ['агро', 'сервіс', 'коваленко олена', 'тов «агро', 'kadry', 'немає такої']) {
      const rare = await run(text, false);
      expect({ text, rows: await run(text, true) }).toEqual({ text, rows: rare });
    }
    expect((await run('агро', false)).length).toBeGreaterThan(1);
    // A table smaller than the sample is read whole: the share is exact, and it never stands in for a count.
    const sample = new NameSample(orm);
    const [{ all, agro }] = await sql<{ all: number; agro: number }>(
      h,
      "select count(*)::int as all, count(*) filter (where name_lower like '%агро%')::int as agro from verification_company",
    );
    expect(agro).toBeGreaterThan(1);
    expect(await sample.judge('агро', agro / all, 1)).toEqual({ common: true, beyondCap: false });
    expect(await sample.judge('агро', (agro + 1) / all, 1)).toEqual({ common: false, beyondCap: false });
    expect(await sample.judge('немає такої', 0.0001, 1000)).toEqual({ common: false, beyondCap: false });
  });

  it('quick search with one or two characters matches the start of the name, with or without its legal form', async () => {
    const ag = await quick('аг');
    expect(names(ag.search_result)).toEqual(['ПП «Агро Партнер»', 'ТОВ «Агробуд Груп»', 'ТОВ «Агросервіс»'].sort());
    expect(ag.search_result.find((x) => x.name === 'ТОВ «Агросервіс»')!.match).toEqual({ field: 'name', start: 5, length: 2 });
    // "Зерноагро" contains "аг" in the middle: two letters look at the start only.
    // Cyrillic к: the Latin "Kadry" names start with k, another letter.
    expect(names((await quick('к')).search_result)).toEqual(['АТ «Київенерго»', 'ФОП Коваленко Олена Петрівна'].sort());
    expect(names((await quick('та')).search_result)).toEqual([]);
  });

  it('quick search finds any prefix of the code', async () => {
    const coded = cases.filter((c) => c.code.startsWith('1234'));
    const res = await quick('1234');
    expect(res.search_result.map((x) => x.code).sort()).toEqual(coded.map((c) => c.code).sort());
    expect(res.search_result[0]!.match).toEqual({ field: 'code', start: 0, length: 4 });
    expect((await quick(coded[1]!.code)).search_result.map((x) => x.id)).toEqual([coded[1]!.id]);
    expect((await quick('1')).total).toBe(coded.length);
  });

  it('advanced search combines the filled fields, drops empty ones, sorts and pages like the list', async () => {
    const find = async (body: object) => {
      const res = await call(a, 'findListVerificationCompany', body);
      expect(res.status).toBe(200);
      return res.body as { search_result: Array<Record<string, any>>; total: number; total_capped: boolean };
    };
    const byName = await find({
      companyName: 'сервіс',
      employees: '',
      activity: 0,
      site: null,
      sort: 'name',
      order: 'asc',
      page_size: 100,
    });
    expect(byName.search_result.map((r) => r.name)).toEqual(
      ['ПП «Будсервіс»', 'АТ «Сервісбуд»', 'ТОВ «Агросервіс»', 'ТОВ «Теплосервіс»'].sort((x, y) =>
        x.toLowerCase() < y.toLowerCase() ? -1 : 1,
      ),
    );
    expect(byName.search_result[0]).toMatchObject({
      match: { field: 'name' },
      number: expect.any(Number),
      status: { id: expect.any(Number) },
    });

    const pick = (test: (c: Case) => boolean) =>
      cases
        .filter(test)
        .map((c) => c.id)
        .sort();
    const ids = (body: { search_result: Array<Record<string, any>> }) => body.search_result.map((r) => r.id).sort();
    expect(ids(await find({ activity: 2, employees: 3, page_size: 100 }))).toEqual(pick((c) => c.activity === 2 && c.employees === 3));
    expect(ids(await find({ edrCode: '1234', page_size: 100 }))).toEqual(pick((c) => c.code.startsWith('1234')));
    expect(ids(await find({ product: 'ЗЕРНОМ', page_size: 100 }))).toEqual(pick((c) => c.services === 'Оптова торгівля зерном'));
    expect(ids(await find({ site: 'SITE-1', page_size: 100 }))).toEqual(pick((c) => !!c.website?.includes('site-1')));
    const day = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString().slice(0, 10);
    const from = day(10);
    expect(ids(await find({ dateFrom: from, dateTo: day(0), page_size: 100 }))).toEqual(
      pick((c) => new Date(now - c.updatedAgo * 3_600_000).toISOString().slice(0, 10) >= from),
    );
    const paged = await find({ value: 'тов', sort: 'code', order: 'desc', page: 2, page_size: 3 });
    const tov = cases.filter((c) => c.name.toLowerCase().includes('тов')).sort((x, y) => (x.code < y.code ? 1 : -1));
    expect(paged.total).toBe(tov.length);
    expect(paged.search_result.map((r) => r.id)).toEqual(tov.slice(3, 6).map((c) => c.id));
    expect((await call(a, 'findListVerificationCompany', { dateFrom: '23.11.2026' })).status).toBe(400);
  });

  it('advanced search answers 400 with the field for numbers PostgreSQL cannot hold and days that do not exist', async () => {
    const refused = async (body: object, field: string, message: string) => {
      const res = await call(a, 'findListVerificationCompany', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body).toMatchObject({ ok: false, error: true, code: 'VALIDATION_FAILED', fields: { [field]: message } });
    };
    for (const [value, message] of [
      [1e308, 'Invalid value'],
      [-1e308, 'Invalid value'],
      [2 ** 31, 'Invalid value'],
      [-1, 'Invalid value'],
      [1.5, 'Invalid field format'],
    ] as const) {
      await refused({ employees: value }, 'employees', message);
      await refused({ activity: value }, 'activity', message);
    }
    for (const day of ['2026-02-30', '0000-00-00', '2026-13-45', '2025-02-29', '2026-04-31']) {
      await refused({ dateFrom: day }, 'dateFrom', 'Invalid date');
      await refused({ dateTo: day }, 'dateTo', 'Invalid date');
    }
    // The edges that exist still search.
    for (const body of [{ employees: 2 ** 31 - 1 }, { dateFrom: '2024-02-29', dateTo: '9999-12-31' }, { dateFrom: '0001-01-01' }])
      expect([JSON.stringify(body), (await call(a, 'findListVerificationCompany', body)).status]).toEqual([JSON.stringify(body), 200]);
  });

  it('stops counting at 1000 and says so', async () => {
    await sql(
      h,
      `insert into verification_company (company_id, name, code, owner_id, status_id, created_at, updated_at, name_lower)
       select gen_random_uuid(), 'ТОВ «Масштаб ' || i || '»', lpad((90000000 + i)::text, 8, '0'), ?, 1, now(), now(), 'тов «масштаб ' || i || '»'
         from generate_series(1, 1005) i`,
      [user.id],
    );
    await recount();
    const res = await quick('масштаб');
    expect(res).toMatchObject({ total: 1000, total_capped: true });
    expect(res.search_result).toHaveLength(10);
    expect(await quick('9000')).toMatchObject({ total: 1000, total_capped: true });
    // Three letters in more names than are counted: the kept piece count says so. Hits that do not
    // start the name come newest first (the series was inserted in order: its last numbers).
    const piece = await quick('шта');
    expect(piece).toMatchObject({ total: 1000, total_capped: true });
    expect(piece.search_result.map((x) => x.name)).toEqual(Array.from({ length: 10 }, (_, i) => `ТОВ «Масштаб ${1005 - i}»`));
    expect(piece.search_result[0]!.match).toEqual({ field: 'name', start: 8, length: 3 });
    await sql(h, "delete from verification_company where name_lower like 'тов «масштаб %'");
    await recount();
    expect(await quick('шта')).toMatchObject({ total: 0, total_capped: false, search_result: [] });
  });

  it('lists and finds a company submitted through the company calls (projection and queries together)', async () => {
    const owner = await person(h);
    const id = await submittedCompany(h, owner, { name: 'ТОВ «Наскрізна Перевірка»' });
    const waiting = await list({ type: 'UnderConsideration', sort: 'id', order: 'desc', page_size: 1 });
    expect(waiting.companies[0]).toMatchObject({ id, name: 'ТОВ «Наскрізна Перевірка»', status: { id: 2 }, files: 1, overdue: false });
    expect(waiting.total).toBe(cases.filter((c) => c.status === 2).length + 1);
    expect((await quick('наскрізна')).search_result.map((x) => x.id)).toEqual([id]);
  });
});
