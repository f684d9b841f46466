import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../../../src/identity/provisioning/accounts.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { CLI_RUNS_TEST_MS } from '../../support/wait-for.js';
import { client, type Harness, sql, uniqueEmail, useHarness } from '../../support/harness.js';
import { PASSWORD, signUp } from './support.js';

const run = promisify(execFile);

/** The built CLI against this run's database, as an operator would call it. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['dist/src/cli.js', ...args], {
      env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('roles: platform admins, verifiers, the CLI and the seed', () => {
  let h: Harness;
  useHarness((started) => (h = started), { QUEUE_DASHBOARD_USER: 'ops', QUEUE_DASHBOARD_PASSWORD: 'ops-secret-1' });

  const login = async (email: string, password: string) => {
    const res = await client(h).post('/profile/loginUser', { identifier: email, password });
    expect(res.status).toBe(200);
    return res.body.user_data as { token: string; is_verifier: number; is_admin: number; role: string };
  };

  describe('npm run cli -- user:create', () => {
    it(
      'creates a confirmed admin or verifier who can sign in at once',
      async () => {
        const admin = uniqueEmail('admin');
        const created = await cli('user:create', '--email', admin.toUpperCase(), '--role', 'admin', '--password', 'Admin-pass-123');
        expect(created.code).toBe(0);
        expect(created.stdout).toContain(`Created admin ${admin}`);
        expect(await login(admin, 'Admin-pass-123')).toMatchObject({ is_admin: 1, is_verifier: 0, role: 'admin' });

        const verifier = uniqueEmail('verifier');
        expect((await cli('user:create', '--email', verifier, '--role', 'verifier', '--password', 'Verifier-pass-1')).code).toBe(0);
        expect(await login(verifier, 'Verifier-pass-1')).toMatchObject({ is_verifier: 1, is_admin: 0, role: 'verifier' });
      },
      CLI_RUNS_TEST_MS,
    );

    it(
      'refuses a taken e-mail, a wrong role, a bad password, and asks for the password only on a terminal',
      async () => {
        const email = uniqueEmail('twice');
        expect((await cli('user:create', '--email', email, '--role', 'admin', '--password', 'Admin-pass-123')).code).toBe(0);
        const again = await cli('user:create', '--email', email, '--role', 'admin', '--password', 'Admin-pass-123');
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('already exists');
        const role = await cli('user:create', '--email', uniqueEmail(), '--role', 'root', '--password', 'Admin-pass-123');
        expect(role.code).toBe(2);
        expect(role.stderr).toContain('--role must be one of user, verifier, admin');
        expect((await cli('user:create', '--email', uniqueEmail(), '--role', 'admin', '--password', 'short')).stderr).toContain('8 to 50');
        expect((await cli('user:create', '--email', 'not-an-email', '--role', 'admin', '--password', 'Admin-pass-123')).code).toBe(2);
        const noTty = await cli('user:create', '--email', uniqueEmail(), '--role', 'admin');
        expect(noTty.code).toBe(2);
        expect(noTty.stderr).toContain('--password');
      },
      CLI_RUNS_TEST_MS,
    );
  });

  describe('npm run seed', () => {
    it(
      'loads the option lists and, with --demo, the demo accounts; running it again changes nothing',
      async () => {
        const first = await cli('seed', '--demo');
        expect(first.code).toBe(0);
        expect(first.stdout).toMatch(/Option lists: \d+ items/);
        const snapshot = async () => ({
          options: await sql(h, 'select list, item_id, names from catalogue_option order by list, item_id'),
          users: await sql(h, 'select id, email, role, password_hash from identity_user where email like ? order by email', [
            '%@kadry.local',
          ]),
        });
        const before = await snapshot();
        const second = await cli('seed', '--demo');
        expect(second.code).toBe(0);
        expect(second.stdout).toContain('already there, left unchanged');
        expect(await snapshot()).toEqual(before);

        const [owner, verifier, admin] = DEMO_ACCOUNTS;
        expect(await login(owner!.email, owner!.password)).toMatchObject({ role: 'user', is_verifier: 0 });
        expect(await login(verifier!.email, verifier!.password)).toMatchObject({ role: 'verifier', is_verifier: 1 });
        expect(await login(admin!.email, admin!.password)).toMatchObject({ role: 'admin', is_admin: 1 });
        const info = await client(h).get('/profile/get_userInfo', { token: (await login(owner!.email, owner!.password)).token });
        expect(info.body.user_data).toMatchObject({ is_profile_created: 1, is_confirm_phone: 1, is_confirm_email: 1, name: 'Олена' });
      },
      CLI_RUNS_TEST_MS,
    );
  });

  describe('the queue dashboard at /admin/queues', () => {
    const get = (path: string) => request(h.app.getHttpServer()).get(path);

    async function adminToken(): Promise<string> {
      const email = uniqueEmail('ops-admin');
      expect((await cli('user:create', '--email', email, '--role', 'admin', '--password', 'Admin-pass-123')).code).toBe(0);
      return (await login(email, 'Admin-pass-123')).token;
    }

    it('admits a platform admin by the userToken header', async () => {
      const token = await adminToken();
      expect((await get('/admin/queues').set('userToken', token)).status).toBe(200);
      const api = await get('/admin/queues/api/queues').set('userToken', token);
      expect(api.status).toBe(200);
      expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual([
        'convert',
        'email',
        'recruiting-cv',
        'recruiting-daily',
        'sms',
        'vacancy-pdf',
      ]);
    });

    it('trades ?token= for an HttpOnly SameSite=Strict cookie with a dashboard session of its own, and a clean address', async () => {
      const token = await adminToken();
      const visit = await get(`/admin/queues?token=${token}`);
      expect(visit.status).toBe(303);
      expect(visit.headers.location).toBe('/admin/queues');
      const cookie = String(visit.headers['set-cookie']);
      expect(cookie).not.toContain(token);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/admin/queues');
      const session = cookie.split(';')[0]!;

      expect((await get('/admin/queues').set('Cookie', `other=1; ${session}`)).status).toBe(200);
      expect((await get('/admin/queues/api/queues').set('Cookie', session)).status).toBe(200);

      // Logging out ends the dashboard access too.
      expect((await client(h).post('/profile/logoutUser', {}, { token })).status).toBe(200);
      expect((await get('/admin/queues').set('Cookie', session)).status).toBe(401);
    });

    it('answers 401 without or with a dead session, 403 to a signed-in non-admin', async () => {
      const anonymous = await get('/admin/queues');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');
      expect((await get('/admin/queues').set('userToken', 'A'.repeat(43))).status).toBe(401);
      expect((await get('/admin/queues').set('Cookie', `kadry_admin=${'B'.repeat(43)}`)).status).toBe(401);
      expect((await get(`/admin/queues?token=${'C'.repeat(43)}`)).status).toBe(401);

      const user = await signUp(h);
      const forbidden = await get('/admin/queues').set('userToken', user.token);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      const byQuery = await get(`/admin/queues?token=${user.token}`);
      expect(byQuery.status).toBe(403);
      expect(byQuery.headers['set-cookie']).toBeUndefined();

      const verifier = uniqueEmail('v');
      await cli('user:create', '--email', verifier, '--role', 'verifier', '--password', PASSWORD);
      expect((await get('/admin/queues').set('userToken', (await login(verifier, PASSWORD)).token)).status).toBe(403);
    });

    it("keeps the operator's Basic credentials working", async () => {
      expect((await get('/admin/queues').auth('ops', 'ops-secret-1')).status).toBe(200);
      expect((await get('/admin/queues').auth('ops', 'wrong')).status).toBe(401);
    });
  });
});
