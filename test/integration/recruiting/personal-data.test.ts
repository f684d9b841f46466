import { getQueueToken } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { unzipSync } from 'fflate';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import request from 'supertest';
import { ApplyRetentionCommand } from '../../../src/recruiting/commands/apply-retention.js';
import { messages, sql, startHarness, type Harness } from '../../support/harness.js';
import { waitFor } from '../../support/wait-for.js';
import type { Account } from '../company/company.support.js';
import { addCandidate, rc, team, type Team } from './records.support.js';

const DAY = 24 * 3600_000;

async function cvPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text(text);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A candidate's personal data: one zip with all of it; erasure on request (files gone from storage,
 * names replaced in what stays, the erasure recorded); the daily retention job, which tells the
 * owner and administrators 14 days before and then anonymises. An API and a worker, as in production.
 */
describe('recruiting: personal data', () => {
  let h: Harness;
  let t: Team;
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
  });
  afterAll(() => h.close());

  const post = (who: Account, path: string, body: Record<string, unknown>) =>
    request(h.app.getHttpServer())
      .post(`/api/v2/recruiting/${path}`)
      .set('userToken', who.token)
      .set('X-Forwarded-For', who.c.ip)
      .send({ company_id: t.companyId, ...body })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const bell = async (who: Account) =>
    (
      (await who.c.post('/notices/get_notices', {}, { token: who.token })).body.list_data as Array<{
        kind: string;
        params: Record<string, unknown>;
      }>
    ).filter((notice) => notice.kind === 'candidates_retention');

  it('exports one zip, then erases on request: storage emptied, names replaced, the erasure recorded', async () => {
    const candidateId = await addCandidate(t, { name: 'Оксана', lname: 'Гнатюк', phone: '+380501234567', tags: ['sales'] });
    const cv = await cvPdf('Oksana Hnatiuk CV');
    const added = await request(h.app.getHttpServer())
      .post('/api/v2/recruiting/add_candidate_file')
      .set('userToken', t.recruiter.token)
      .set('X-Forwarded-For', t.recruiter.c.ip)
      .field('company_id', t.companyId)
      .field('candidate_id', candidateId)
      .attach('cv', cv, 'Гнатюк.pdf');
    expect(added.status).toBe(200);
    expect(
      (
        await rc(t, t.recruiter, 'add_note', {
          candidate_id: candidateId,
          text: 'Оксана просить дзвонити після 18:00',
          mentions: [t.viewer.id],
        })
      ).status,
    ).toBe(200);
    const task = await rc(t, t.recruiter, 'add_task', {
      title: 'Передзвонити Оксані Гнатюк',
      due_date: '2030-01-01',
      assignee_id: t.recruiter.id,
      candidate_id: candidateId,
    });
    expect(task.status).toBe(200);

    const zip = await post(t.viewer, 'export_candidate', { candidate_id: candidateId });
    expect([zip.status, zip.headers['content-type']]).toEqual([200, 'application/zip']);
    const entries = unzipSync(new Uint8Array(zip.body as Buffer));
    expect(Object.keys(entries).sort()).toEqual(['candidate.json', 'files/1-Гнатюк.pdf']);
    expect(Buffer.compare(Buffer.from(entries['files/1-Гнатюк.pdf']!), cv)).toBe(0);
    const data = JSON.parse(new TextDecoder().decode(entries['candidate.json']));
    expect(data.candidate).toMatchObject({ name: 'Оксана', lname: 'Гнатюк', phones: ['+380501234567'], tags: ['sales'] });
    expect(data.notes).toEqual([expect.objectContaining({ text: 'Оксана просить дзвонити після 18:00' })]);
    expect(data.tasks).toEqual([expect.objectContaining({ title: 'Передзвонити Оксані Гнатюк' })]);
    expect(data.files).toEqual([expect.objectContaining({ name: 'Гнатюк.pdf', in_zip: 'files/1-Гнатюк.pdf' })]);
    expect((await rc(t, t.plain, 'export_candidate', { candidate_id: candidateId })).status).toBe(403);

    const [{ storage_key }] = await sql<{ storage_key: string }>(h, 'select storage_key from rc_candidate_file where candidate_id = ?', [
      candidateId,
    ]);
    const stored = join(h.config.storageDir, 'candidate-files', storage_key);
    expect(existsSync(stored)).toBe(true);
    await waitFor(
      async () => (await sql(h, `select 1 from notice where kind = 'mention' and params->>'candidate_id' = ?`, [candidateId])).length > 0,
      {
        what: 'the mention notice',
      },
    );

    // The mentioned colleague's letter names the candidate: it waits in Redis until the erasure.
    const [{ id: noteId }] = await sql<{ id: string }>(h, 'select id from rc_note where candidate_id = ?', [candidateId]);
    const emails = h.worker.get<Queue>(getQueueToken('email'));
    const mentionJob = `note-mention.${noteId}.${t.viewer.id}`;
    await waitFor(async () => (await emails.getJob(mentionJob)) !== undefined, { what: 'the mention letter queued' });

    expect((await rc(t, t.viewer, 'erase_candidate', { candidate_id: candidateId })).status).toBe(403);
    const erased = await rc(t, t.recruiter, 'erase_candidate', { candidate_id: candidateId });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ candidate_id: candidateId, erased_at: expect.any(String) });
    expect(existsSync(stored)).toBe(false);
    // Gone from Redis: at once, or once sent if it was being sent as the erasure came.
    await waitFor(async () => (await emails.getJob(mentionJob)) === undefined, { what: 'the mention letter gone from the queue' });
    expect(await sql(h, 'select count(*)::int as n from rc_note where candidate_id = ?', [candidateId])).toEqual([{ n: 0 }]);
    expect(await sql(h, 'select name, lname, emails, phones, tags from rc_candidate where id = ?', [candidateId])).toEqual([
      { name: '', lname: '', emails: [], phones: [], tags: [] },
    ]);
    expect(await sql(h, 'select count(*)::int as n from rc_candidate_contact where candidate_id = ?', [candidateId])).toEqual([{ n: 0 }]);
    expect((await rc(t, t.recruiter, 'get_tasks', { candidate_id: candidateId })).body.tasks[0].title).toBe('Передзвонити Оксані ***');
    expect(await sql(h, 'select reason, by_user_id, removed from rc_candidate_erasure where candidate_id = ?', [candidateId])).toEqual([
      {
        reason: 'request',
        by_user_id: t.recruiter.id,
        removed: { files: 1, notes: 1, contacts: 2, tasks: 1, letters: 0, status_links: 0 },
      },
    ]);
    // The bell forgets the name too (through the outbox).
    await waitFor(
      async () =>
        (
          await sql<{ c: string }>(
            h,
            `select params->>'candidate' as c from notice where kind = 'mention' and params->>'candidate_id' = ?`,
            [candidateId],
          )
        )[0]?.c === '',
      { what: 'the name gone from the mention' },
    );
    expect((await rc(t, t.recruiter, 'erase_candidate', { candidate_id: candidateId })).body.code).toBe('CANDIDATE_ERASED');
    expect((await rc(t, t.viewer, 'export_candidate', { candidate_id: candidateId })).body.code).toBe('CANDIDATE_ERASED');
    expect((await rc(t, t.viewer, 'get_candidates', {})).body.candidates.map((c: { id: string }) => c.id)).not.toContain(candidateId);
  });

  it('tells the owner 14 days before a candidate’s retention runs out, then anonymises them', async () => {
    expect((await rc(t, t.owner, 'set_recruiting_settings', { retention_months: 1 })).status).toBe(200);
    const candidateId = await addCandidate(t, { name: 'Богдан', lname: 'Старий' });
    // Last active 40 days ago: one month of retention ran out about ten days ago.
    await sql(h, `update rc_candidate set created_at = now() - interval '40 days', updated_at = now() - interval '40 days' where id = ?`, [
      candidateId,
    ]);
    const run = (at: Date) => h.worker.get(CommandBus).execute(new ApplyRetentionCommand(at));

    const first = await run(new Date());
    expect(first).toMatchObject({ warned: 1, erased: 0 });
    const [{ retain_until }] = await sql<{ retain_until: Date }>(h, 'select retain_until from rc_candidate where id = ?', [candidateId]);
    expect(new Date(retain_until).getTime()).toBeLessThan(Date.now());
    const notice = await waitFor(async () => (await bell(t.owner))[0], { what: 'the retention notice' });
    expect(notice.params).toMatchObject({ count: 1, company_id: t.companyId });
    expect(await bell(t.recruiter)).toEqual([]);
    // And a letter, as the owner's settings keep it on.
    await waitFor(
      async () => (await messages(h, t.owner.email)).some((message) => /обезличены|знеособлено|anonymised/.test(message.subject ?? '')),
      {
        what: 'the retention letter',
      },
    );
    // Told once per date.
    expect(await run(new Date())).toMatchObject({ warned: 0, erased: 0 });

    expect(await run(new Date(Date.now() + 15 * DAY))).toMatchObject({ erased: 1 });
    expect(await sql(h, 'select reason, by_user_id from rc_candidate_erasure where candidate_id = ?', [candidateId])).toEqual([
      { reason: 'retention', by_user_id: null },
    ]);
    expect(await sql(h, 'select name, erased_at is not null as erased from rc_candidate where id = ?', [candidateId])).toEqual([
      { name: '', erased: true },
    ]);
  });
});
