import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSecurityApp, type SecurityApp } from './support.js';

/** Issue 7 item 11, the HTTP parts: query tokens, caching of token answers, CSP, the docs in production. */
describe('HTTP hardening', () => {
  let s: SecurityApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'kadry-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Kadry SPA</title><div id="root"></div>');
    s = await startSecurityApp({ WEB_DIR: web, QUEUE_DASHBOARD_USER: 'ops', QUEUE_DASHBOARD_PASSWORD: 's3cret-pass', API_DOCS: 'true' });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('takes a session token from the query string only on the legacy calls that need it', async () => {
    const token = await s.signIn();
    await s.http().get(`/api/v2/profile/get_userInfo?token=${token}`).expect(200);
    for (const res of [
      await s.http().post(`/api/v2/profile/get_userInfo?token=${token}`),
      await s.http().post(`/api/v2/profile/get_userInfo?userToken=${token}`),
      await s.http().post(`/api/v2/profile/updateProfile?token=${token}`).send({ office_presence_status_id: 1 }),
      await s.http().post(`/api/v2/profile/logoutUser?token=${token}`),
    ]) {
      expect(res.status).toBe(401);
    }
    // The session survived the refused logout above.
    await s.http().get('/api/v2/profile/get_userInfo').set('userToken', token).expect(200);
  });

  it('answers that carry a token are never stored by a cache', async () => {
    const token = await s.signIn();
    const me = await s.http().get('/api/v2/profile/get_userInfo').set('userToken', token).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const failed = await s
      .http()
      .post('/api/v2/profile/loginUser')
      .send({ identifier: 'nobody@example.com', password: 'Wrong-password-1' });
    expect(failed.headers['cache-control']).toBe('no-store');
    const unknown = await s.http().get('/api/v2/no/such/call').expect(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it("keeps 'unsafe-inline' scripts out of the SPA's policy, and only on the docs and the dashboard", async () => {
    const scriptSrc = (csp: string | undefined) =>
      (csp ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src '));
    const page = await s.http().get('/settings').expect(200);
    expect(page.text).toContain('Kadry SPA');
    expect(scriptSrc(page.headers['content-security-policy'])).toBe("script-src 'self'");
    const api = await s.http().get('/api/v2/health');
    expect(scriptSrc(api.headers['content-security-policy'])).toBe("script-src 'self'");
    const docs = await s.http().get('/api/docs').expect(200);
    expect(scriptSrc(docs.headers['content-security-policy'])).toBe("script-src 'self' 'unsafe-inline'");
    const board = await s.http().get('/admin/queues').auth('ops', 's3cret-pass').expect(200);
    expect(scriptSrc(board.headers['content-security-policy'])).toBe("script-src 'self' 'unsafe-inline'");
  });

  it('has no API docs in production unless API_DOCS=true', async () => {
    const production = await startSecurityApp({ NODE_ENV: 'production' });
    try {
      for (const path of ['/api/docs', '/api/docs-json', '/api/docs/']) {
        const res = await production.http().get(path);
        expect(res.status).toBe(404);
      }
    } finally {
      await production.close();
    }
    const opted = await startSecurityApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      await opted.http().get('/api/docs-json').expect(200);
    } finally {
      await opted.close();
    }
  });
});
