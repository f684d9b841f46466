import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { messages, sql, startHarness, waitForMessages, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { openLive, type LiveStream } from '../../support/live-stream.js';
import { waitFor } from '../../support/wait-for.js';
import { account, addMember, createCompany, type Account } from '../company/company.support.js';

/**
 * The notification centre (docs/notices.md): every kind is written by its event through the outbox,
 * rings the recipient's live stream, and is read one by one or all at once; the channels chosen in
 * settings hold for the bell and for the e-mail. An API and a worker, as in production.
 */

type Bell = LiveStream;

/** The caller's live stream (as the web reads it), resolved once the server's subscription stands. */
function openBell(port: number, token: string): Promise<Bell> {
  return openLive(`http://127.0.0.1:${port}`, token, {
    ip: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    okOnly: true,
  });
}

describe('notices: the notification centre', () => {
  let h: Harness;
  let port: number;
  const bells: Bell[] = [];
  beforeAll(async () => {
    h = await startHarness();
    const server = h.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const bell of bells) bell.close();
    await h.close();
  });

  const call = (who: Account, path: string, body: Record<string, unknown> = {}, lang?: string) =>
    who.c.post(`/notices/${path}`, body, { token: who.token, ...(lang ? { lang } : {}) });
  const list = async (who: Account) =>
    (await call(who, 'get_notices')).body as {
      list_data: Array<{
        id: string;
        kind: string;
        params: Record<string, unknown>;
        link: string | null;
        update_date: string;
        is_read: boolean;
      }>;
      unread: number;
    };

  async function bellOf(who: Account): Promise<Bell> {
    const bell = await openBell(port, who.token);
    bells.push(bell);
    return bell;
  }

  /** Waits until the bell rang and the kind is listed unread; answers that notification. */
  async function arrived(who: Account, bell: Bell, kind: string) {
    await waitFor(() => bell.events.some((e) => e.event === 'notice.created'), { what: `the live ring of ${kind}` });
    const found = await waitFor(async () => (await list(who)).list_data.find((item) => item.kind === kind), { what: `${kind} listed` });
    expect(found.is_read).toBe(false);
    expect(Number.isNaN(Date.parse(found.update_date))).toBe(false);
    bell.events.length = 0;
    return found;
  }

  /** Writes an event of another context into the outbox, as its command's transaction would. */
  async function publish(type: string, payload: Record<string, unknown>): Promise<string> {
    const eventId = randomUUID();
    await sql(
      h,
      `insert into outbox (event_id, type, payload, occurred_at, available_at, attempts) values (?, ?, ?::jsonb, now(), now(), 0)`,
      [eventId, type, JSON.stringify(payload)],
    );
    await sql(h, `select pg_notify('outbox', '')`);
    return eventId;
  }

  async function verifiedCompany(owner: Account): Promise<string> {
    const companyId = (await createCompany(owner)).id as string;
    await sql(h, 'update company set status_id = 4 where id = ?', [companyId]);
    return companyId;
  }

  it('invitation and changed rights: created by the event, live on the bell, read one by one', async () => {
    const [owner, user] = await Promise.all([account(h), account(h)]);
    const companyId = (await createCompany(owner)).id as string;
    const bell = await bellOf(user);
    expect(await list(user)).toMatchObject({ list_data: [], unread: 0 });

    expect(
      (
        await owner.c.post(
          '/company/addUserToCompany',
          { company_id: companyId, email: user.email, s_access_z: [] },
          { token: owner.token },
        )
      ).status,
    ).toBe(200);
    const invited = await arrived(user, bell, 'company_invited');
    expect(invited).toMatchObject({ params: { company: 'ТОВ «Кадри Тест»', company_id: companyId, role: 'user' }, link: '/companies' });

    await sql(h, `update company_membership set status = 'confirmed' where company_id = ? and user_id = ?`, [companyId, user.id]);
    expect(
      (
        await owner.c.post(
          '/company/updateUserToCompany',
          { company_id: companyId, user_id: user.id, s_access_z: ['company-settings'] },
          { token: owner.token },
        )
      ).status,
    ).toBe(200);
    const rights = await arrived(user, bell, 'rights_changed');
    expect((await list(user)).unread).toBe(2);

    expect((await call(user, 'read_notice', { id: rights.id })).status).toBe(200);
    const after = await list(user);
    expect(after.unread).toBe(1);
    expect(after.list_data.map((item) => [item.kind, item.is_read])).toEqual([
      ['rights_changed', true],
      ['company_invited', false],
    ]);
    // Another user's notification is unknown to the caller, and nothing changes.
    const missing = await call(owner, 'read_notice', { id: invited.id }, 'en');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ok: false, code: 'NOTICE_NOT_FOUND', msg: 'Notification not found' });
    expect((await call(user, 'read_notice', { id: 'abc' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { id: 'Неверный формат поля' },
    });
    expect((await list(user)).unread).toBe(1);
    expect((await call(user, 'read_all_notices')).status).toBe(200);
    expect((await list(user)).unread).toBe(0);
  });

  it('a transfer: offered to the recipient, the new owner appointed, the former owner told', async () => {
    const [owner, recipient] = await Promise.all([account(h), account(h)]);
    const companyId = await verifiedCompany(owner);
    const [ownerBell, recipientBell] = await Promise.all([bellOf(owner), bellOf(recipient)]);
    await publish('CompanyTransferOffered', { companyId, byUserId: owner.id, toUserId: recipient.id, option: 'full_rights' });
    expect((await arrived(recipient, recipientBell, 'transfer_offered')).params).toMatchObject({ company: 'ТОВ «Кадри Тест»' });
    await publish('CompanyTransferred', { companyId, fromUserId: owner.id, toUserId: recipient.id, option: 'full_rights' });
    expect((await arrived(recipient, recipientBell, 'owner_appointed')).link).toBe('/companies');
    expect((await arrived(owner, ownerBell, 'transfer_accepted')).params).toMatchObject({ person: 'Бондар Ірина' });
    // The projection follows the owner: a later decision reaches the new one.
    expect(await sql(h, 'select owner_id from notice_company where company_id = ?', [companyId])).toEqual([{ owner_id: recipient.id }]);
  });

  it('verifier decisions reach the owner: verified, rejected with the reason and the fix link, removed', async () => {
    const owner = await account(h);
    const bell = await bellOf(owner);
    const companyId = (await createCompany(owner)).id as string;
    await publish('CompanyVerified', { companyId, byUserId: owner.id });
    expect((await arrived(owner, bell, 'company_verified')).link).toBe('/');
    await publish('CompanyRejected', { companyId, byUserId: owner.id, reasonCode: null, reason: 'Код не совпадает с выпиской' });
    expect(await arrived(owner, bell, 'company_rejected')).toMatchObject({
      params: { reason: 'Код не совпадает с выпиской' },
      link: expect.stringMatching(/^\/company-verify\?company_id=/),
    });
    await publish('CompanyRemovedByVerifier', { companyId, byUserId: owner.id });
    expect((await arrived(owner, bell, 'company_removed')).link).toBeNull();
  });

  it('a vacancy approval: the approver is asked with the approval link, the author hears the answer; each reads the name in their language', async () => {
    const [owner, admin] = await Promise.all([account(h), account(h)]);
    const companyId = await verifiedCompany(owner);
    await addMember(h, companyId, admin.id, 'administrator');
    const [ownerBell, adminBell] = await Promise.all([bellOf(owner), bellOf(admin)]);
    // A catalogue position, named in each language (this harness loads no catalogue); written by a
    // Ukrainian author, the stored name is its Ukrainian one.
    const [position] = await sql<{ id: number }>(
      h,
      `insert into catalogue_position (category_id, names, type) values (1, ?::jsonb, 'global') returning id`,
      [JSON.stringify({ ru: 'Менеджер по продажам', uk: 'Менеджер з продажу', en: 'Sales manager' })],
    );
    const vacancy = await storedVacancy(h.app, companyId, owner.id, { name: 'Менеджер з продажу', values: { id_position: position!.id } });
    expect(
      (
        await owner.c.post(
          '/profiling/send_vacancy',
          { company_id: companyId, vacancy_id: vacancy.id, approvers: [admin.id] },
          { token: owner.token },
        )
      ).status,
    ).toBe(200);
    const asked = await arrived(admin, adminBell, 'vacancy_approval_request');
    expect(asked).toMatchObject({
      params: { number: vacancy.number, person: 'Бондар Ірина' },
      link: `/vacancy-approval/${companyId}/${vacancy.id}`,
    });
    const named = async (who: Account, lang: string, kind: string) =>
      (
        (await call(who, 'get_notices', {}, lang)).body as { list_data: Array<{ kind: string; params: { vacancy: string } }> }
      ).list_data.find((item) => item.kind === kind)?.params.vacancy;
    expect(await named(admin, 'en', 'vacancy_approval_request')).toBe('Sales manager');
    expect(await named(admin, 'ru', 'vacancy_approval_request')).toBe('Менеджер по продажам');
    expect(
      (
        await admin.c.post(
          '/profiling/answer_vacancy_approval',
          { company_id: companyId, vacancy_id: vacancy.id, decision: 'approve' },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await arrived(owner, ownerBell, 'vacancy_answered')).params).toMatchObject({ outcome: 'published' });
    expect(await named(owner, 'uk', 'vacancy_answered')).toBe('Менеджер з продажу');
    expect(await named(owner, 'en', 'vacancy_answered')).toBe('Sales manager');
  });

  it('settings: a kind switched off in the app is not written, switched off by e-mail is not mailed; secret letters always go', async () => {
    const [owner, user] = await Promise.all([account(h), account(h)]);
    const defaults = await call(user, 'get_notice_settings');
    expect(defaults.body.settings).toContainEqual({ kind: 'rights_changed', email: true, in_app: true, email_fixed: false });
    expect(defaults.body.settings).toContainEqual({ kind: 'company_invited', email: true, in_app: true, email_fixed: true });

    const set = await call(user, 'set_notice_settings', {
      settings: [
        { kind: 'rights_changed', email: false, in_app: false },
        { kind: 'company_invited', email: false, in_app: false },
      ],
    });
    expect(set.status).toBe(200);
    expect(set.body.settings).toContainEqual({ kind: 'rights_changed', email: false, in_app: false, email_fixed: false });
    expect(set.body.settings).toContainEqual({ kind: 'company_invited', email: true, in_app: false, email_fixed: true });
    const bad = await call(user, 'set_notice_settings', { settings: [{ kind: 'weather', email: true, in_app: 'maybe' }] }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(bad.body.fields).sort()).toEqual(['settings.0.in_app', 'settings.0.kind']);

    const companyId = (await createCompany(owner)).id as string;
    expect(
      (
        await owner.c.post(
          '/company/addUserToCompany',
          { company_id: companyId, email: user.email, s_access_z: [] },
          { token: owner.token },
        )
      ).status,
    ).toBe(200);
    // The invitation letter carries the only link that accepts it: sent although e-mail is off.
    await waitForMessages(h, user.email, 1, 'the invitation letter');
    await sql(h, `update company_membership set status = 'confirmed' where company_id = ? and user_id = ?`, [companyId, user.id]);
    expect(
      (
        await owner.c.post(
          '/company/updateUserToCompany',
          { company_id: companyId, user_id: user.id, s_access_z: ['company-settings'] },
          { token: owner.token },
        )
      ).status,
    ).toBe(200);
    // Both events were handled (the relay recorded every handler) and neither wrote a notice.
    await waitFor(
      async () =>
        (
          await sql<{ n: number }>(
            h,
            `select count(*)::int as n from outbox where payload->>'companyId' = ? and type in ('CompanyMemberInvited', 'CompanyMemberRightsChanged') and dispatched_at is not null`,
            [companyId],
          )
        )[0]!.n === 2,
      { what: 'both events dispatched' },
    );
    expect(await list(user)).toMatchObject({ list_data: [], unread: 0 });
    expect((await messages(h, user.email)).map((message) => message.subject).filter((subject) => subject?.includes('изменены'))).toEqual(
      [],
    );
  });
});
