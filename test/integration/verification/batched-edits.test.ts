import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboxRelay } from '../../../src/shared/outbox/outbox.relay.js';
import type { Harness } from '../../support/harness.js';
import { sql } from '../../support/harness.js';
import { openLive as openStream } from '../../support/live-stream.js';
import { waitFor } from '../../support/wait-for.js';
import { nameTrigrams, person, registerCompany, startVerificationHarness, waitForCase, type Person } from './verification.support.js';

/*
 * Edits of several companies that the relay claims together reach the read model, the notices'
 * company names and the verifiers' live stream through one batch per handler
 * (src/shared/outbox/batch-events-handler.ts), and leave what they would have left one by one.
 */
describe('company edits delivered in batches', () => {
  let h: Harness & { closeAll(): Promise<void> };
  let port: number;
  let verifier: Person;
  beforeAll(async () => {
    h = await startVerificationHarness();
    const server = h.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    verifier = await person(h, 'verifier');
  });
  afterAll(async () => {
    await h?.closeAll();
  });

  const edit = async (owner: Person, company: string, changes: Record<string, unknown>) =>
    expect((await owner.c.post('/company/updateCompany', { company_id: company, ...changes }, { token: owner.token })).status).toBe(200);
  const eventsOf = (companies: string[]) =>
    sql<{ event_id: string; company: string; dispatched_at: string | null }>(
      h,
      `select event_id, payload->>'companyId' as company, dispatched_at from outbox where type = 'CompanyEdited' and payload->>'companyId' in (?, ?, ?) order by id`,
      companies,
    );
  const snapshot = async (companies: string[]) => ({
    rows: await sql(
      h,
      'select company_id, name, name_lower, brand, website, employees_id, revision, updated_at from verification_company where company_id in (?, ?, ?) order by company_id',
      companies,
    ),
    history: await sql<{
      company_id: string;
      event_id: string;
      kind: string;
      actor_name: string;
      at: string;
      details: { changes: unknown };
    }>(
      h,
      `select company_id, event_id, kind, actor_name, at, details from verification_history where kind = 'edited' and company_id in (?, ?, ?) order by id`,
      companies,
    ),
    notices: await sql(h, 'select company_id, name from notice_company where company_id in (?, ?, ?) order by company_id', companies),
    trigrams: await nameTrigrams(h),
  });

  it('projects, renames and publishes each edit as one by one would, and a replay changes nothing', async () => {
    const owners = [await person(h), await person(h), await person(h)];
    const [a, b, c] = [
      await registerCompany(h, owners[0]!, { name: 'ТОВ «Альфа Перша»' }),
      await registerCompany(h, owners[1]!, { name: 'ТОВ «Бета»' }),
      await registerCompany(h, owners[2]!, { name: 'ТОВ «Гамма Перша»' }),
    ];
    for (const company of [a, b, c]) await waitForCase(h, company, 1);
    // Nothing of the registrations left to deliver (a handler still due would hold its company's edits back).
    await waitFor(async () => (await sql(h, 'select 1 from outbox where dispatched_at is null limit 1')).length === 0, {
      what: 'the registrations delivered',
    });
    const revisions = new Map(
      (
        await sql<{ company_id: string; revision: number }>(
          h,
          'select company_id, revision from verification_company where company_id in (?, ?, ?)',
          [a, b, c],
        )
      ).map((row) => [row.company_id, row.revision]),
    );
    const live = await openStream(`http://127.0.0.1:${port}`, verifier.token);

    // The relay stopped, the edits wait in the outbox, then go in one claim: a, b and c's first
    // edits in one batch, c's second after them.
    // The harness's API and worker each run a relay.
    const relays = [h.app.get(OutboxRelay), h.worker.get(OutboxRelay)];
    const stop = () => Promise.all(relays.map((relay) => relay.stop()));
    const start = () => Promise.all(relays.map((relay) => relay.start()));
    await stop();
    await edit(owners[0]!, a, { name: 'ТОВ «Альфа Друга»', website: 'https://alpha.example.com' });
    await edit(owners[1]!, b, { companyBrand: 'Beta Brand', employees: 3 });
    await edit(owners[2]!, c, { name: 'ТОВ «Гамма Друга»' });
    await edit(owners[2]!, c, { name: 'ТОВ «Гамма Третя»', website: 'https://gamma.example.com' });
    await start();
    await waitFor(async () => (await eventsOf([a, b, c])).every((event) => event.dispatched_at !== null), { what: 'the edits delivered' });

    const events = await eventsOf([a, b, c]);
    expect(events.map((event) => event.company)).toEqual([a, b, c, c]);
    // One transaction (one inbox time) for the three first edits.
    const inboxTimes = await sql<{ handler: string; times: number }>(
      h,
      `select handler, count(distinct processed_at)::int as times from outbox_inbox where event_id in (?, ?, ?) group by handler order by handler`,
      events.slice(0, 3).map((event) => event.event_id),
    );
    expect(inboxTimes).toEqual([
      { handler: 'NoticesOnCompanyEvents', times: 1 },
      { handler: 'ProjectPostingsOnChanges', times: 1 },
      { handler: 'ProjectReadModelOnCompanyEvents', times: 1 },
      { handler: 'PublishLiveOnCompanyEvents', times: 1 },
    ]);

    const after = await snapshot([a, b, c]);
    const row = (company: string) => (after.rows as Array<Record<string, unknown>>).find((r) => r.company_id === company)!;
    expect(row(a)).toMatchObject({
      name: 'ТОВ «Альфа Друга»',
      name_lower: 'тов «альфа друга»',
      website: 'https://alpha.example.com',
      brand: 'Kadry',
      revision: revisions.get(a)! + 1,
    });
    expect(row(b)).toMatchObject({
      name: 'ТОВ «Бета»',
      brand: 'Beta Brand',
      employees_id: 3,
      website: 'https://kadry.example.com',
      revision: revisions.get(b)! + 1,
    });
    expect(row(c)).toMatchObject({
      name: 'ТОВ «Гамма Третя»',
      name_lower: 'тов «гамма третя»',
      website: 'https://gamma.example.com',
      revision: revisions.get(c)! + 2,
    });
    expect(after.history.map((entry) => [entry.company_id, entry.actor_name, entry.details.changes])).toEqual([
      [
        a,
        'Бондар Ірина',
        {
          name: { from: 'ТОВ «Альфа Перша»', to: 'ТОВ «Альфа Друга»' },
          website: { from: 'https://kadry.example.com', to: 'https://alpha.example.com' },
        },
      ],
      [b, 'Бондар Ірина', { companyBrand: { from: 'Kadry', to: 'Beta Brand' }, employees: { from: 2, to: 3 } }],
      [c, 'Бондар Ірина', { name: { from: 'ТОВ «Гамма Перша»', to: 'ТОВ «Гамма Друга»' } }],
      [
        c,
        'Бондар Ірина',
        {
          name: { from: 'ТОВ «Гамма Друга»', to: 'ТОВ «Гамма Третя»' },
          website: { from: 'https://kadry.example.com', to: 'https://gamma.example.com' },
        },
      ],
    ]);
    expect(after.notices).toEqual(
      [
        { company_id: a, name: 'ТОВ «Альфа Друга»' },
        { company_id: b, name: 'ТОВ «Бета»' },
        { company_id: c, name: 'ТОВ «Гамма Третя»' },
      ].sort((x, y) => (x.company_id < y.company_id ? -1 : 1)),
    );
    // Every rename moved the quick search's pieces once: "ерш" of the first names is gone with them.
    expect(after.trigrams.kept).toEqual(after.trigrams.actual);
    expect(after.trigrams.kept).toContainEqual({ trigram: 'рет', companies: expect.any(Number) });

    // One message per edit, each with the revision its case had once that edit was projected.
    await waitFor(() => live.events.filter((e) => e.event === 'verification.changed' && e.data.kind === 'CompanyEdited').length >= 4, {
      what: 'the verifiers told of the edits',
    });
    const told = live.events.filter((e) => e.event === 'verification.changed' && e.data.kind === 'CompanyEdited').map((e) => e.data);
    expect(told).toEqual(
      expect.arrayContaining([
        { company_id: a, kind: 'CompanyEdited', revision: revisions.get(a)! + 1 },
        { company_id: b, kind: 'CompanyEdited', revision: revisions.get(b)! + 1 },
        { company_id: c, kind: 'CompanyEdited', revision: revisions.get(c)! + 1 },
        { company_id: c, kind: 'CompanyEdited', revision: revisions.get(c)! + 2 },
      ]),
    );
    expect(told).toHaveLength(4);
    live.close();

    // As if the inbox had lost the projection's rows: the history's event ids keep the replay from writing twice.
    const ids = events.map((event) => event.event_id);
    await sql(
      h,
      `delete from outbox_inbox where handler in ('ProjectReadModelOnCompanyEvents', 'NoticesOnCompanyEvents') and event_id in (?, ?, ?, ?)`,
      ids,
    );
    await stop();
    await sql(h, 'update outbox set dispatched_at = null, available_at = now() where event_id in (?, ?, ?, ?)', ids);
    await start();
    await waitFor(async () => (await eventsOf([a, b, c])).every((event) => event.dispatched_at !== null), { what: 'the replay delivered' });
    expect(await snapshot([a, b, c])).toEqual(after);
  });
});
