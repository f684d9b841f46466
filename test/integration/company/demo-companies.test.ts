import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { isValidEdrpou } from '../../../src/company/domain/edrpou.js';
import { DEMO_SAMPLE_KEY, samplePdf } from '../../../src/company/demo/sample-extract.js';
import { DEMO_USER_PASSWORD } from '../../../src/identity/provisioning/demo-users.js';
import { client } from '../../support/harness.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { sql, startCompanyHarness, type CompanyHarness } from './company.support.js';

const run = promisify(execFile);
const COUNT = 2000;

interface DemoRow {
  id: string;
  name: string;
  code: string;
  status_id: number;
  is_del: boolean;
  employees: number | null;
  activity: number;
  created_at: Date;
  submitted_at: Date | null;
  owner_id: string;
  email: string;
  owners: number;
  files: number;
}

describe('npm run cli -- demo:companies', () => {
  let h: CompanyHarness;
  let runTag: string;
  let rows: DemoRow[];

  /** The built CLI against this run's database and this suite's storage folder. */
  async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ['dist/src/cli.js', ...args], {
        env: { ...process.env, DATABASE_URL: runDatabaseUrl(), STORAGE_DIR: h.config.storageDir, LOG_LEVEL: 'warn', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** The companies owned by one run's demo accounts, with their owner and counts of owners and files. */
  async function demoRows(tag: string): Promise<DemoRow[]> {
    const found = await sql<DemoRow>(
      h,
      `select c.id, c.name, c.code, c.status_id, c.is_del, c.employees, c.activity, c.created_at, c.submitted_at,
              m.user_id as owner_id, u.email,
              (select count(*)::int from company_membership o where o.company_id = c.id and o.role = 'owner' and o.status = 'confirmed') as owners,
              (select count(*)::int from company_file f where f.company_id = c.id and f.type = 'edr') as files
         from identity_user u
         join company_membership m on m.user_id = u.id and m.role = 'owner'
         join company c on c.id = m.company_id
        where u.email like ?`,
      [`demo-${tag}-%@demo.kadry.local`],
    );
    // Raw queries answer timestamps as text.
    return found.map((row) => ({
      ...row,
      created_at: new Date(row.created_at),
      submitted_at: row.submitted_at && new Date(row.submitted_at),
    }));
  }

  beforeAll(async () => {
    h = await startCompanyHarness();
    const result = await cli(['demo:companies', '--count', String(COUNT), '--seed', '42']);
    expect(result).toMatchObject({ code: 0 });
    runTag = /run ([0-9a-f]+)/.exec(result.stdout)![1]!;
    rows = await demoRows(runTag);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('makes exactly N companies, each with one confirmed owner who owns only it', async () => {
    expect(rows).toHaveLength(COUNT);
    expect(rows.every((row) => row.owners === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.owner_id)).size).toBe(COUNT);
    const [accounts] = await sql<{ n: number }>(
      h,
      `select count(*)::int as n from identity_user where email like ? and email_confirmed_at is not null and profile_created_at is not null`,
      [`demo-${runTag}-%`],
    );
    expect(accounts!.n).toBe(COUNT);
  });

  it('spreads statuses over 1-5, deleted ones with is_del', () => {
    const byStatus = new Map<number, number>();
    for (const row of rows) byStatus.set(row.status_id, (byStatus.get(row.status_id) ?? 0) + 1);
    expect([...byStatus.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const n of byStatus.values()) expect(n).toBeGreaterThan(COUNT * 0.05);
    expect(rows.every((row) => row.is_del === (row.status_id === 5))).toBe(true);
  });

  it('gives every company a valid EDRPOU code, unique among live companies', async () => {
    expect(rows.filter((row) => !isValidEdrpou(row.code))).toEqual([]);
    expect(new Set(rows.map((row) => row.code)).size).toBe(COUNT);
    expect(await sql(h, 'select code from company where status_id not in (3, 5) group by code having count(*) > 1')).toEqual([]);
  });

  it('names companies with a legal form, uses catalogue option ids and dates of the last two years', async () => {
    expect(rows.filter((row) => !/^(ТОВ|ПП|АТ) «[А-ЯІЇЄҐ][^«»]+»$|^ФОП [А-ЯІЇЄҐ]\S+ \S+ \S+$/.test(row.name))).toEqual([]);
    const options = await sql<{ list: string; item_id: number }>(
      h,
      `select list, item_id from catalogue_option where list in ('activities', 'employees')`,
    );
    const ids = (list: string) => new Set(options.filter((o) => o.list === list).map((o) => o.item_id));
    expect(
      rows.filter((row) => !ids('activities').has(row.activity) || (row.employees !== null && !ids('employees').has(row.employees))),
    ).toEqual([]);
    const twoYearsAgo = Date.now() - 2 * 366 * 86_400_000;
    expect(rows.filter((row) => row.created_at.getTime() < twoYearsAgo || row.created_at.getTime() > Date.now())).toEqual([]);
    expect(rows.filter((row) => (row.status_id >= 2 && row.status_id <= 4) !== (row.submitted_at !== null))).toEqual([]);
    expect(rows.filter((row) => row.submitted_at && row.submitted_at < row.created_at)).toEqual([]);
  });

  it('attaches at least one extract record to every company that reached review (statuses 2-4)', () => {
    expect(rows.filter((row) => row.status_id >= 2 && row.status_id <= 4 && row.files < 1)).toEqual([]);
  });

  it('writes no outbox events for demo rows', async () => {
    const [events] = await sql<{ n: number }>(h, `select count(*)::int as n from outbox where payload->>'companyId' = any(?::text[])`, [
      `{${rows.map((row) => row.id).join(',')}}`,
    ]);
    expect(events!.n).toBe(0);
  });

  it('lets an owner sign in, see the company in get_companyList and download its extract', async () => {
    const row = rows.find((candidate) => candidate.status_id === 2 || candidate.status_id === 4)!;
    const c = client(h as never);
    const login = await c.post('/profile/loginUser', { email: row.email, password: DEMO_USER_PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.user_data.token as string;
    const list = await c.post('/company/get_companyList', { sort: 'my' }, { token });
    expect(list.status).toBe(200);
    expect(list.body.company_list).toEqual([
      { id: row.id, name: row.name, role: expect.objectContaining({ id: 1 }), status: expect.objectContaining({ id: row.status_id }) },
    ]);

    const [file] = await sql<{ id: string; storage_key: string }>(
      h,
      'select id, storage_key from company_file where company_id = ? limit 1',
      [row.id],
    );
    expect(file!.storage_key).toBe(DEMO_SAMPLE_KEY);
    expect(readFileSync(join(h.config.storageDir, 'company-files', DEMO_SAMPLE_KEY))).toEqual(samplePdf());
    const download = await request(h.app.getHttpServer())
      .get(`/api/v2/company/files/${file!.id}`)
      .set('userToken', token)
      .set('X-Forwarded-For', c.ip)
      .buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(download.body as Buffer)).toEqual(samplePdf());
  });

  it('keeps the shared sample when an owner removes a demo extract record', async () => {
    const rejected = rows.find((row) => row.status_id === 3)!;
    const c = client(h as never);
    const login = await c.post('/profile/loginUser', { email: rejected.email, password: DEMO_USER_PASSWORD });
    const [file] = await sql<{ id: string }>(h, 'select id from company_file where company_id = ? limit 1', [rejected.id]);
    const removed = await c.post(
      '/company/remove_verificationFileCompany',
      { file_id: file!.id },
      { token: login.body.user_data.token as string },
    );
    expect(removed.status).toBe(200);
    expect(await sql(h, 'select id from company_file where id = ?', [file!.id])).toEqual([]);
    expect(readFileSync(join(h.config.storageDir, 'company-files', DEMO_SAMPLE_KEY))).toEqual(samplePdf());
  });

  it('adds N more with fresh codes when run again', async () => {
    const again = await cli(['demo:companies', '--count', '300', '--seed', '42']);
    expect(again.code).toBe(0);
    const second = await demoRows(/run ([0-9a-f]+)/.exec(again.stdout)![1]!);
    expect(second).toHaveLength(300);
    const first = new Set(rows.map((row) => row.code));
    expect(second.filter((row) => first.has(row.code))).toEqual([]);
    expect(await sql(h, 'select code from company where status_id not in (3, 5) group by code having count(*) > 1')).toEqual([]);
  });

  it.each([[[]], [['--count', '0']], [['--count', 'many']], [['--count', '5', '--seed', 'x']]])(
    'refuses %j with exit code 2 and adds nothing',
    async (args) => {
      const [before] = await sql<{ n: number }>(h, 'select count(*)::int as n from company');
      const result = await cli(['demo:companies', ...args]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--count N');
      const [after] = await sql<{ n: number }>(h, 'select count(*)::int as n from company');
      expect(after!.n).toBe(before!.n);
    },
  );

  it('refuses to run with NODE_ENV=production (the accounts share a published password)', async () => {
    const result = await cli(['demo:companies', '--count', '5'], {
      NODE_ENV: 'production',
      SECRETS_KEY: 'a-production-secrets-key-of-32-characters-at-least',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('NODE_ENV=production');
  });
});
