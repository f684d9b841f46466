import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Harness } from '../../support/harness.js';
import { openLive as openStream } from '../../support/live-stream.js';
import { waitFor } from '../../support/wait-for.js';
import {
  counters,
  info,
  person,
  registerCompany,
  startVerificationHarness,
  submit,
  submittedCompany,
  uploadExtract,
  waitForCase,
  type Person,
} from './verification.support.js';

/*
 * Claims and comments answer the case after them in one round trip (as decisions do), and every
 * change of a case moves its revision, which the live message of the change names: the verifier's
 * own screen, already showing that revision from the answer, knows the message is its echo.
 */
describe('the case after a claim or a comment, and the case revision', () => {
  let h: Harness & { closeAll(): Promise<void> };
  let port: number;
  let verifier: Person;
  let colleague: Person;
  beforeAll(async () => {
    h = await startVerificationHarness();
    const server = h.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    verifier = await person(h, 'verifier', 'ru', { lname: 'Шевченко', name: 'Петро' });
    colleague = await person(h, 'verifier', 'ru', { lname: 'Коваль', name: 'Анна' });
  });
  afterAll(async () => {
    await h?.closeAll();
  });

  const post = (v: Person, path: string, body: Record<string, unknown>) => v.c.post(`/verifier/${path}`, body, { token: v.token });
  const revisionOf = async (company: string): Promise<number> => (await info(verifier, company)).body.company.revision as number;

  it('a claim answers the holder and the case after it (company and counters), the same as a reload shows', async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    const before = await revisionOf(company);
    const res = await post(verifier, 'claimVerificationCompany', { company_id: company, action: 'take' });
    expect(res.status).toBe(200);
    expect(res.body.assignee).toEqual({ id: verifier.id, name: 'Шевченко Петро' });
    expect(res.body.company).toMatchObject({ id: company, assignee: { id: verifier.id, name: 'Шевченко Петро' }, revision: before + 1 });
    expect(res.body.company.history.at(-1)).toMatchObject({ kind: 'claimed', actor: { id: verifier.id } });
    const now = await counters(h);
    expect(res.body.companiesUnderConsideration).toBe(now.UnderConsideration);
    const reloaded = await info(verifier, company);
    expect(res.body.company).toEqual({ ...reloaded.body.company, overdue: res.body.company.overdue });

    // Taking a case one already holds changes nothing: the same revision.
    const again = await post(verifier, 'claimVerificationCompany', { company_id: company, action: 'take' });
    expect(again.body.company.revision).toBe(before + 1);
    // A refused claim moves nothing either.
    expect((await post(colleague, 'claimVerificationCompany', { company_id: company, action: 'take' })).status).toBe(409);
    expect(await revisionOf(company)).toBe(before + 1);
    const released = await post(verifier, 'claimVerificationCompany', { company_id: company, action: 'release' });
    expect([released.body.assignee, released.body.company.assignee, released.body.company.revision]).toEqual([null, null, before + 2]);
  });

  it('a comment answers every comment (as before) and the case after it; send, edit and remove each move the revision', async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    const before = await revisionOf(company);
    const sent = await post(verifier, 'sendVerificationCompanyMessage', { company_id: company, text: 'Сторінка 2' });
    expect(sent.status).toBe(200);
    expect(sent.body.messages).toEqual(sent.body.company.messages);
    expect(sent.body.messages).toMatchObject([{ text: 'Сторінка 2', own: true }]);
    expect(sent.body.company.history.at(-1)).toMatchObject({ kind: 'comment_added' });
    expect(sent.body.company.revision).toBe(before + 1);
    expect(typeof sent.body.companiesAll).toBe('number');
    const id = sent.body.messages[0].id as string;

    const edited = await post(verifier, 'editVerificationCompanyMessage', { company_id: company, message_id: id, text: 'Сторінка 3' });
    expect([edited.body.messages[0].text, edited.body.company.messages[0].text, edited.body.company.revision]).toEqual([
      'Сторінка 3',
      'Сторінка 3',
      before + 2,
    ]);
    // A refused edit (not the author) moves nothing.
    expect((await post(colleague, 'editVerificationCompanyMessage', { company_id: company, message_id: id, text: 'x' })).status).toBe(403);
    const removed = await post(verifier, 'removeVerificationCompanyMessage', { company_id: company, message_id: id });
    expect([removed.body.messages, removed.body.company.messages, removed.body.company.revision]).toEqual([[], [], before + 3]);
  });

  it('decisions and the projections of company events move the revision too, beside the decision version', async () => {
    const owner = await person(h);
    const company = await registerCompany(h, owner);
    await waitForCase(h, company, 1);
    // A new case starts at 0; the extract and the submission each move it.
    expect(await revisionOf(company)).toBe(0);
    await uploadExtract(h, owner, company);
    await waitFor(async () => ((await revisionOf(company)) === 1 ? true : null), { what: 'the revision moved by the extract' });
    await submit(owner, company);
    await waitForCase(h, company, 2, 1);
    const submitted = (await info(verifier, company)).body.company;
    expect(submitted.revision).toBe(2);
    const decided = await post(verifier, 'setVerificationCompany', { company_id: company, verification: 1 });
    expect(decided.status).toBe(200);
    expect(decided.body.company.version).toBe(submitted.version + 1);
    expect(decided.body.company.revision).toBe(3);
  });

  it('the live message of a claim, a comment and a decision names the revision its answer shows', async () => {
    const owner = await person(h);
    const company = await submittedCompany(h, owner);
    const live = await openStream(`http://127.0.0.1:${port}`, colleague.token);
    expect(live.status).toBe(200);
    try {
      const claimed = await post(verifier, 'claimVerificationCompany', { company_id: company, action: 'take' });
      const sent = await post(verifier, 'sendVerificationCompanyMessage', { company_id: company, text: 'Перевірено' });
      const decided = await post(verifier, 'setVerificationCompany', { company_id: company, verification: 1 });
      const of = (kind: string) =>
        live.events
          .filter((e) => e.event === 'verification.changed' && e.data.company_id === company && e.data.kind === kind)
          .map((e) => e.data);
      await waitFor(() => (of('verify').length > 0 ? true : null), { what: 'the decision told' });
      expect(of('claim')).toEqual([{ company_id: company, kind: 'claim', revision: claimed.body.company.revision }]);
      expect(of('comment')).toEqual([{ company_id: company, kind: 'comment', revision: sent.body.company.revision }]);
      expect(of('verify')).toEqual([
        { company_id: company, kind: 'verify', version: decided.body.company.version, revision: decided.body.company.revision },
      ]);
      expect([claimed.body.company.revision, sent.body.company.revision, decided.body.company.revision]).toEqual([
        claimed.body.company.revision,
        claimed.body.company.revision + 1,
        claimed.body.company.revision + 2,
      ]);

      // A company event's message names the revision its projection made.
      const fresh = await registerCompany(h, owner);
      await uploadExtract(h, owner, fresh);
      const added = () =>
        live.events
          .filter((e) => e.event === 'verification.changed' && e.data.company_id === fresh && e.data.kind === 'CompanyFileAdded')
          .map((e) => e.data);
      await waitFor(() => (added().length > 0 ? true : null), { what: 'the extract told' });
      expect(added()).toEqual([{ company_id: fresh, kind: 'CompanyFileAdded', revision: 1 }]);
      expect(await revisionOf(fresh)).toBe(1);
    } finally {
      live.close();
    }
  });
});
