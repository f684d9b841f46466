import { startSecurityApp, type SecurityApp } from './support.js';

/**
 * Issue 7 item 3 (and the dashboard parts of item 11): the queue dashboard is authorized inside
 * its own Fastify scope, so every spelling of a path the router sends there meets the check.
 */
describe('queue dashboard authorization', () => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await startSecurityApp({ QUEUE_DASHBOARD_USER: 'ops', QUEUE_DASHBOARD_PASSWORD: 's3cret-pass', PUBLIC_URL: 'https://kadry.example' });
  });
  afterAll(async () => {
    await s?.close();
  });

  const spellings = [
    '/admin/queues/api/queues',
    '/admin/%71ueues/api/queues',
    '/%61dmin/queues/api/queues',
    '/%61dmin/%71ueues/%61pi/queues',
    '/admin/queues/api/%71ueues',
    '/admin/%2571ueues/api/queues',
    '/%2561dmin/queues/api/queues',
    '/admin/queues/api/queues/',
    '/admin/%71ueues/api/queues/',
    '/ADMIN/QUEUES/api/queues',
    '/Admin/Queues/API/queues',
    '/admin/QUEUES/api/queues',
    '/admin//queues/api/queues',
    '/admin/queues//api/queues',
    '/admin/queues/./api/queues',
    '/admin/x/../queues/api/queues',
    '/admin/queues/api/queues?x=1',
    '/admin/%71ueues',
    '/%61dmin/queues',
    '/admin/queues/',
  ];

  it.each(spellings)('refuses GET %s without credentials', async (path) => {
    const res = await s.http().get(path);
    expect([401, 403, 404]).toContain(res.status);
    expect(res.text).not.toContain('"queues"');
  });

  const actions: Array<[string, string]> = [
    ['PUT', '/admin/queues/api/queues/pause'],
    ['PUT', '/admin/%71ueues/api/queues/pause'],
    ['PUT', '/%61dmin/queues/api/queues/resume'],
    ['PUT', '/admin/%71ueues/api/queues/email/pause'],
    ['PUT', '/admin/%71ueues/api/queues/sms/resume/'],
    ['PUT', '/ADMIN/queues/api/queues/email/pause'],
    ['PUT', '/admin/queues/api/queues/%65mail/pause'],
    ['DELETE', '/admin/%71ueues/api/queues/email/clean/failed'],
  ];

  it.each(actions)('refuses %s %s without credentials and leaves the queue running', async (method, path) => {
    const res = await s.http()[method.toLowerCase() as 'put' | 'delete'](path);
    expect([401, 403, 404]).toContain(res.status);
  });

  it('kept every queue running through the attempts above', async () => {
    const res = await s.http().get('/admin/queues/api/queues').auth('ops', 's3cret-pass').expect(200);
    for (const queue of res.body.queues as Array<{ name: string; isPaused: boolean }>) expect(queue.isPaused).toBe(false);
  });

  it('refuses a signed-in user who is not a platform admin, whatever the spelling', async () => {
    const token = await s.signIn('user');
    for (const path of ['/admin/queues/api/queues', '/admin/%71ueues/api/queues']) {
      const res = await s.http().get(path).set('userToken', token);
      expect(res.status).toBe(403);
    }
  });

  it('signs an admin in with a separate short-lived dashboard session, never the session token', async () => {
    const token = await s.signIn('admin');
    const res = await s.http().get(`/admin/queues?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers['location']).toBe('/admin/queues');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).not.toContain(token);
    expect(cookie).toMatch(/^kadry_admin=[A-Za-z0-9_-]{43}; Path=\/admin\/queues; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/);
    const session = cookie.split(';')[0]!;
    await s.http().get('/admin/queues/api/queues').set('Cookie', session).expect(200);
    await s.http().get('/admin/%71ueues/api/queues').set('Cookie', session).expect(200);
    // The user's session token is no dashboard cookie.
    await s.http().get('/admin/queues/api/queues').set('Cookie', `kadry_admin=${token}`).expect(401);
    // Signing out of the account ends the dashboard session too.
    await s.http().post('/api/v2/profile/logoutUser').set('userToken', token).expect(200);
    await s.http().get('/admin/queues/api/queues').set('Cookie', session).expect(401);
  });

  it('refuses a user token in the query string for the dashboard API itself', async () => {
    const token = await s.signIn('user');
    const res = await s.http().get(`/admin/queues?token=${token}`);
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

