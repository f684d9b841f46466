import { MikroORM } from '@mikro-orm/postgresql';
import { insertDemoCompanies, type DemoCompanyFacts } from '../../../src/company/demo/demo-companies.js';
import { writeDemoSample } from '../../../src/company/demo/sample-extract.js';
import { insertDemoUsers } from '../../../src/identity/provisioning/demo-users.js';
import { finishDemoVerification, insertDemoVerification } from '../../../src/verification/demo/demo-verification.js';
import type { Harness } from '../../support/harness.js';
import { sql } from '../../support/harness.js';
import { nameTrigrams, person, startVerificationHarness, type Person } from './verification.support.js';

/*
 * demo:companies' verification part, as the CLI composes it: identity's accounts, the company
 * fill, then the verification fill from the facts the company fill answered. The read model,
 * history and counters must agree with what the company context made, and the back office must
 * list and find the demo companies at once.
 */
describe('demo data in the verification read model', () => {
  let h: Harness & { closeAll(): Promise<void> };
  let verifier: Person;
  const facts: DemoCompanyFacts[] = [];
  let ownerNames = new Map<string, string>();
  const SLA = 120;

  beforeAll(async () => {
    h = await startVerificationHarness();
    verifier = await person(h, 'verifier', 'en');
    const orm = h.app.get(MikroORM);
    const ids = async (list: string) =>
      (await sql<{ item_id: number }>(h, 'select item_id from catalogue_option where list = ? order by item_id', [list])).map(
        (r) => r.item_id,
      );
    const [activityIds, employeeIds] = [await ids('activities'), await ids('employees')];
    const sample = await writeDemoSample(h.config.storageDir);
    await orm.em.fork().transactional(async (tx) => {
      const owners = await insertDemoUsers(tx, {
        runTag: `t${Date.now().toString(36)}`,
        from: 1,
        count: 80,
        seed: 7,
        passwordHash: 'not-a-real-hash',
      });
      ownerNames = new Map(owners.map((owner) => [owner.id, owner.displayName]));
      const made = await insertDemoCompanies(tx, {
        ownerIds: owners.map((o) => o.id),
        firstIndex: 1,
        seed: 7,
        cursor: 0,
        activityIds,
        employeeIds,
        sample,
      });
      facts.push(made.facts);
      const result = await insertDemoVerification(tx, { facts: made.facts, ownerNames, slaMinutes: SLA });
      expect(result.cases).toBe(made.companies);
    });
    await finishDemoVerification(orm.em.fork());
  });
  afterAll(async () => {
    await h?.closeAll();
  });

  // uuids need no quoting in an array literal: `{a,b,…}`.
  const demoIds = () => facts[0]!.id.slice(1, -1).split(',');

  it('mirrors every demo company: name, code, status, files, due time of the waiting ones', async () => {
    const rows = await sql<Record<string, any>>(
      h,
      `select c.id, c.name, c.code, case when c.is_del then 5 else c.status_id end as status, c.submitted_at,
              (select count(*)::int from company_file f where f.company_id = c.id and f.type = 'edr') as files,
              v.name as v_name, v.name_lower, v.code as v_code, v.status_id as v_status, v.files_count, v.due_at, v.submitted_at as v_submitted,
              v.owner_id = m.user_id as owner_ok, v.created_at = c.created_at as created_ok, v.updated_at = c.updated_at as updated_ok
         from company c join verification_company v on v.company_id = c.id
         join company_membership m on m.company_id = c.id and m.role = 'owner'
        where c.id = any(?::uuid[])`,
      [`{${demoIds().join(',')}}`],
    );
    expect(rows).toHaveLength(80);
    for (const r of rows) {
      expect(r).toMatchObject({
        v_name: r.name,
        name_lower: r.name.toLowerCase(),
        v_code: r.code,
        v_status: r.status,
        files_count: r.files,
        owner_ok: true,
        created_ok: true,
        updated_ok: true,
      });
      if (r.status === 2) expect(new Date(r.due_at).getTime() - new Date(r.v_submitted).getTime()).toBe(SLA * 60_000);
      else expect(r.due_at).toBeNull();
    }
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('writes the history the projections would have written, by the owners', async () => {
    const entries = await sql<{ company_id: string; kind: string; actor_id: string; actor_name: string; details: Record<string, any> }>(
      h,
      'select company_id, kind, actor_id, actor_name, details from verification_history where company_id = any(?::uuid[]) order by company_id, at, id',
      [`{${demoIds().join(',')}}`],
    );
    const statuses = new Map(
      (await sql<{ company_id: string; status_id: number }>(h, 'select company_id, status_id from verification_company')).map((r) => [
        r.company_id,
        r.status_id,
      ]),
    );
    for (const id of demoIds()) {
      const kinds = entries.filter((e) => e.company_id === id).map((e) => e.kind);
      const status = statuses.get(id)!;
      expect({ status, kinds }).toEqual({
        status,
        kinds: ['registered', ...(status >= 2 && status <= 4 ? ['submitted'] : []), ...(status === 5 ? ['deleted'] : [])],
      });
    }
    const registered = entries.find((e) => e.kind === 'registered')!;
    expect(registered.actor_name).toBe(ownerNames.get(registered.actor_id));
    expect(registered.actor_name).toMatch(/^\S+ \S+$/);
    expect(registered.details.data).toEqual(expect.objectContaining({ name: expect.any(String), code: expect.stringMatching(/^\d{8}$/) }));
  });

  it("moves the counters and the names' three-letter pieces by what it added, and adds nothing when the same facts come again", async () => {
    const counters = async () =>
      Object.fromEntries(
        (await sql<{ key: string; value: string }>(h, 'select key, value from verification_counter')).map((r) => [r.key, Number(r.value)]),
      );
    const counted = async () => {
      const [row] = await sql<Record<string, number>>(
        h,
        `select count(*)::int as "all", count(*) filter (where status_id = 2)::int as "UnderConsideration", count(*) filter (where status_id = 4)::int as active,
                count(*) filter (where status_id = 3)::int as reject, count(*) filter (where status_id = 5)::int as deleted from verification_company`,
      );
      return row!;
    };
    expect(await counters()).toEqual(await counted());
    const trigramsBefore = await nameTrigrams(h);
    expect(trigramsBefore.kept).toEqual(trigramsBefore.actual);
    const again = await h.app
      .get(MikroORM)
      .em.fork()
      .transactional((tx) => insertDemoVerification(tx, { facts: facts[0]!, ownerNames, slaMinutes: SLA }));
    expect(again).toEqual({ cases: 0, history: 0 });
    expect(await counters()).toEqual(await counted());
    expect(await nameTrigrams(h)).toEqual(trigramsBefore);
  });

  it('shows the demo companies in the back office at once', async () => {
    // Other suites of the run may have left cases: the demo ones are the newest numbers.
    const [{ n }] = await sql<{ n: number }>(h, 'select count(*)::int as n from verification_company');
    const res = await verifier.c.post(
      '/verifier/getVerificationCompaniesList',
      { type: 'all', sort: 'id', order: 'desc', page_size: 80 },
      { token: verifier.token },
    );
    expect(res.status).toBe(200);
    expect({ total: res.body.total, all: res.body.companiesAll }).toEqual({ total: n, all: n });
    expect(res.body.companies.map((row: { id: string }) => row.id).sort()).toEqual(demoIds().sort());
    const { id, name } = res.body.companies[0] as { id: string; name: string };
    const found = await verifier.c.post('/verifier/searchVerificationCompany', { value: name.toUpperCase() }, { token: verifier.token });
    expect(found.body.search_result.map((hit: { id: string }) => hit.id)).toContain(id);
  });
});
