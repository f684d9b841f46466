import { OutboxRelay } from '../../../src/shared/outbox/outbox.relay.js';
import type { Harness } from '../../support/harness.js';
import { sql } from '../../support/harness.js';
import { waitFor } from '../../support/wait-for.js';
import {
  counters,
  info,
  nameTrigrams,
  person,
  registerCompany,
  startVerificationHarness,
  submit,
  submittedCompany,
  uploadExtract,
  waitForCase,
  type Person,
} from './verification.support.js';

describe('the read model, history, comments and claims of a case', () => {
  let h: Harness & { closeAll(): Promise<void> };
  let verifier: Person;
  let colleague: Person;
  beforeAll(async () => {
    h = await startVerificationHarness({ VERIFICATION_SLA_MINUTES: '90' });
    verifier = await person(h, 'verifier', 'ru', { lname: 'Шевченко', name: 'Петро' });
    colleague = await person(h, 'verifier', 'ru', { lname: 'Коваль', name: 'Анна' });
  });
  afterAll(async () => {
    await h?.closeAll();
  });

  const history = async (companyId: string, lang = 'en') =>
    (await info(verifier, companyId, lang)).body.company.history as Array<Record<string, any>>;

  it('projects every company event with who, when and what, old and new values of edits, and the due time of a submission', async () => {
    const owner = await person(h);
    const company = await registerCompany(h, owner, { name: 'ТОВ «Перша назва»', website: 'https://old.example.com' });
    await waitForCase(h, company, 1);
    const edit = await owner.c.post(
      '/company/updateCompany',
      { company_id: company, name: 'ТОВ «Друга назва»', website: 'https://new.example.com' },
      { token: owner.token },
    );
    expect(edit.status).toBe(200);
    await uploadExtract(h, owner, company, 'first.pdf');
    await uploadExtract(h, owner, company, 'second.pdf');
    const fileId =
      edit.body.company_data.files.edr[0]?.id ??
      (await owner.c.post('/company/get_companyInfo', { company_id: company }, { token: owner.token })).body.company_data.files.edr[0].id;
    expect((await owner.c.post('/company/remove_verificationFileCompany', { file_id: fileId }, { token: owner.token })).status).toBe(200);
    await submit(owner, company);
    const row = await waitForCase(h, company, 2, 1);
    expect(row.name).toBe('ТОВ «Друга назва»');
    expect(new Date(row.due_at!).getTime() - new Date(row.submitted_at!).getTime()).toBe(90 * 60_000);
    const [lower] = await sql<{ name_lower: string; website: string }>(
      h,
      'select name_lower, website from verification_company where company_id = ?',
      [company],
    );
    expect(lower).toEqual({ name_lower: 'тов «друга назва»', website: 'https://new.example.com' });
    // The quick search's piece counts follow the rename: "рша" of the first name is gone.
    const pieces = await nameTrigrams(h);
    expect(pieces.kept).toEqual(pieces.actual);
    expect(pieces.kept).toContainEqual({ trigram: 'руг', companies: expect.any(Number) });
    expect(pieces.kept).not.toContainEqual({ trigram: 'рша', companies: expect.any(Number) });

    const entries = await history(company);
    expect(entries.map((entry) => entry.kind)).toEqual(['registered', 'edited', 'file_added', 'file_added', 'file_removed', 'submitted']);
    for (const entry of entries) expect(entry.actor).toEqual({ id: owner.id, name: 'Бондар Ірина' });
    expect(entries[1]!.details.changes).toEqual({
      name: { from: 'ТОВ «Перша назва»', to: 'ТОВ «Друга назва»' },
      website: { from: 'https://old.example.com', to: 'https://new.example.com' },
    });
    // The verifier reads what changed, not only where.
    expect(entries[1]!.text).toBe(
      'Data changed: name: “ТОВ «Перша назва»” → “ТОВ «Друга назва»”; website: “https://old.example.com” → “https://new.example.com”',
    );
    expect(entries[2]!.text).toBe('File first.pdf added');
    expect(entries[4]!.details).toMatchObject({ name: 'first.pdf' });

    const view = (await info(verifier, company, 'uk')).body.company;
    expect(view).toMatchObject({
      name: 'ТОВ «Друга назва»',
      status: { id: 2, name: 'На розгляді' },
      is_del: 0,
      overdue: false,
      owner: { id: owner.id, email: owner.email },
    });
    expect(view.files.edr.map((file: { name: string }) => file.name)).toEqual(['second.pdf']);
    expect(view.due_at).toBe(new Date(row.due_at!).toISOString());
  });

  it('replaying every event of a company twice changes nothing (projections are idempotent by event id)', async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    await owner.c.post('/company/updateCompany', { company_id: company, companyBrand: 'Brand 2' }, { token: owner.token });
    await waitFor(async () => (await history(company)).length === 4, { what: 'registered, file added, submitted, edited' });
    const snapshot = async () => ({
      row: await sql(h, 'select * from verification_company where company_id = ?', [company]),
      history: await sql(h, 'select id, event_id, kind, details from verification_history where company_id = ? order by id', [company]),
      counters: await counters(h),
      trigrams: await nameTrigrams(h),
    });
    const before = await snapshot();
    const relay = h.worker.get(OutboxRelay);
    for (let replay = 0; replay < 2; replay += 1) {
      // As if the inbox had lost its rows too: only the history's event ids stand between a replay and a double count.
      await sql(h, `delete from outbox_inbox where event_id in (select event_id from outbox where payload->>'companyId' = ?)`, [company]);
      const replayed = await sql(
        h,
        `update outbox set dispatched_at = null, available_at = now() where payload->>'companyId' = ? returning id`,
        [company],
      );
      expect(replayed.length).toBe(4);
      relay.wake();
      await waitFor(
        async () =>
          (await sql(h, `select 1 from outbox where payload->>'companyId' = ? and dispatched_at is null`, [company])).length === 0,
        { what: 'the replay dispatched' },
      );
      const handled = await sql(
        h,
        `select count(*)::int as n from outbox_inbox where handler = 'ProjectReadModelOnCompanyEvents' and event_id in (select event_id from outbox where payload->>'companyId' = ?)`,
        [company],
      );
      expect(handled[0]!.n).toBe(4);
      expect(await snapshot()).toEqual(before);
    }
  });

  it("follows a transfer: the new owner's contacts on the panel, a history line", async () => {
    const owner = await person(h);
    const heir = await person(h, 'user', 'ru', { lname: 'Мельник', name: 'Олег' });
    const company = await submittedCompany(h, owner);
    // The event as the company context writes it when the recipient accepts (its flow is tested there).
    await sql(
      h,
      `insert into outbox (event_id, type, payload, occurred_at, available_at, attempts)
       values (gen_random_uuid(), 'CompanyTransferred', ?::jsonb, now(), now(), 0)`,
      [JSON.stringify({ companyId: company, fromUserId: owner.id, toUserId: heir.id, option: 'full_rights' })],
    );
    h.worker.get(OutboxRelay).wake();
    await waitFor(async () => (await info(verifier, company)).body.company.owner.id === heir.id, { what: 'the new owner on the panel' });
    const view = (await info(verifier, company, 'en')).body.company;
    expect(view.owner.email).toBe(heir.email);
    expect(view.history.at(-1)).toMatchObject({
      kind: 'transferred',
      text: 'Transferred to a new owner',
      actor: { id: heir.id, name: 'Мельник Олег' },
    });
  });

  it('comments: anyone adds, only the author edits or removes; empty text refused; every change in the history', async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    const send = await verifier.c.post(
      '/verifier/sendVerificationCompanyMessage',
      { company_id: company, text: '  Перевірте сторінку 2  ' },
      { token: verifier.token },
    );
    expect(send.status).toBe(200);
    const [message] = send.body.messages;
    expect(message).toMatchObject({ text: 'Перевірте сторінку 2', own: true, author: { id: verifier.id, name: 'Шевченко Петро' } });

    const empty = await verifier.c.post(
      '/verifier/sendVerificationCompanyMessage',
      { company_id: company, text: '   ' },
      { token: verifier.token, lang: 'en' },
    );
    expect([empty.status, empty.body.code, empty.body.fields]).toEqual([400, 'VALIDATION_FAILED', { text: 'Required field' }]);
    const emptyEdit = await verifier.c.post(
      '/verifier/editVerificationCompanyMessage',
      { company_id: company, message_id: message.id, text: '' },
      { token: verifier.token },
    );
    expect(emptyEdit.status).toBe(400);

    const seenByColleague = await colleague.c.post(
      '/verifier/getVerificationCompanyInfo',
      { company_id: company },
      { token: colleague.token },
    );
    expect(seenByColleague.body.company.messages[0]).toMatchObject({ id: message.id, own: false });
    for (const [path, body] of [
      ['editVerificationCompanyMessage', { text: 'Чужа правка' }],
      ['removeVerificationCompanyMessage', {}],
    ] as const) {
      const res = await colleague.c.post(
        `/verifier/${path}`,
        { company_id: company, message_id: message.id, ...body },
        { token: colleague.token },
      );
      expect([res.status, res.body.code]).toEqual([403, 'COMMENT_NOT_OWN']);
    }
    const unknown = await verifier.c.post(
      '/verifier/editVerificationCompanyMessage',
      { company_id: company, message_id: '999999999', text: 'x' },
      { token: verifier.token },
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 'COMMENT_NOT_FOUND']);

    const edited = await verifier.c.post(
      '/verifier/editVerificationCompanyMessage',
      { company_id: company, message_id: message.id, text: 'Сторінка 3' },
      { token: verifier.token },
    );
    expect(edited.body.messages[0].text).toBe('Сторінка 3');
    const removed = await verifier.c.post(
      '/verifier/removeVerificationCompanyMessage',
      { company_id: company, message_id: Number(message.id) },
      { token: verifier.token },
    );
    expect(removed.body.messages).toEqual([]);

    const entries = (await history(company)).filter((entry) => entry.kind.startsWith('comment_'));
    expect(entries.map((entry) => [entry.kind, entry.actor.id])).toEqual([
      ['comment_added', verifier.id],
      ['comment_edited', verifier.id],
      ['comment_removed', verifier.id],
    ]);
    expect(entries[1]!.details).toMatchObject({ from: 'Перевірте сторінку 2', to: 'Сторінка 3' });
  });

  it("claims: take, a rival's take refused, take over, release only by the holder; each in the history", async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    const claim = (v: Person, action: string) =>
      v.c.post('/verifier/claimVerificationCompany', { company_id: company, action }, { token: v.token });
    expect((await claim(verifier, 'take')).body.assignee).toEqual({ id: verifier.id, name: 'Шевченко Петро' });
    const rival = await claim(colleague, 'take');
    expect([rival.status, rival.body.code, rival.body.assignee?.id]).toEqual([409, 'VERIFICATION_CLAIM_CONFLICT', verifier.id]);
    expect((await claim(colleague, 'release')).status).toBe(409);
    expect((await claim(colleague, 'take_over')).body.assignee).toEqual({ id: colleague.id, name: 'Коваль Анна' });
    expect((await info(verifier, company)).body.company.assignee).toEqual({ id: colleague.id, name: 'Коваль Анна' });
    expect((await claim(colleague, 'release')).body.assignee).toBeNull();
    expect((await claim(colleague, 'bogus')).status).toBe(400);
    const entries = (await history(company, 'en')).filter((entry) => ['claimed', 'released', 'taken_over'].includes(entry.kind));
    expect(entries.map((entry) => [entry.kind, entry.actor.id])).toEqual([
      ['claimed', verifier.id],
      ['taken_over', colleague.id],
      ['released', colleague.id],
    ]);
    expect(entries[1]!.text).toBe('Taken over from Шевченко Петро');
    // A decision frees the case.
    await claim(verifier, 'take');
    await verifier.c.post('/verifier/setVerificationCompany', { company_id: company, verification: 1 }, { token: verifier.token });
    expect((await info(verifier, company)).body.company.assignee).toBeNull();
  });

  it("lists newly submitted companies as notifications, newest first, and the preset reasons in the caller's language", async () => {
    const owner = await person(h);
    const first = await submittedCompany(h, owner, { name: 'Перша' });
    const second = await submittedCompany(h, owner, { name: 'Друга' });
    const res = await verifier.c.post('/verifier/getVerificationNotifications', {}, { token: verifier.token });
    const ids = (res.body.list as Array<{ id: string }>).map((item) => item.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(res.body.list[ids.indexOf(second)]).toMatchObject({ name: 'Друга', kind: 'submitted' });
    const reasons = await verifier.c.post('/verifier/getVerificationReasons', {}, { token: verifier.token, lang: 'uk' });
    expect(reasons.body.list.map((item: { code: string }) => item.code)).toEqual([
      'unreadable',
      'code_mismatch',
      'name_mismatch',
      'outdated',
      'other',
    ]);
    expect(reasons.body.list[0].name).toBe('Виписка не читається');
  });
});
