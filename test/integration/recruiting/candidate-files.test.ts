import PDFDocument from 'pdfkit';
import request from 'supertest';
import { makeDocx } from '../../support/docx.js';
import { sql, startHarness, type Harness } from '../../support/harness.js';
import { pdfPages } from '../../support/pdf-text.js';
import { waitFor } from '../../support/wait-for.js';
import type { Account } from '../company/company.support.js';
import { addCandidate, rc, team, type Team } from './records.support.js';

/** LibreOffice's conversion of a DOCX in the worker (a cold start on a loaded machine takes a while). */
const CONVERSION_WAIT_MS = 90_000;

/** A one-page PDF with these lines (pdfkit, a font with Cyrillic), as a CV someone exported. */
async function cvPdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  for (const line of lines) doc.text(line);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * CV files: sent with add_candidate (multipart `cv`) or add_candidate_file, checked like every
 * upload, stored through the storage port; the worker reads their text (a DOCX through the PDF
 * LibreOffice makes in its sandbox), and get_candidates, the header's quick search and the viewer
 * (get_candidate_file) use them. An API and a worker, as in production.
 */
describe('recruiting: CV files, their text and the search', () => {
  let h: Harness;
  let t: Team;
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
  });
  afterAll(() => h.close());

  const multipart = (who: Account, path: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) => {
    const req = request(h.app.getHttpServer())
      .post(`/api/v2/recruiting/${path}`)
      .set('userToken', who.token)
      .set('X-Forwarded-For', who.c.ip);
    for (const [name, value] of Object.entries({ company_id: t.companyId, ...fields })) req.field(name, value);
    return file ? req.attach('cv', file.bytes, file.name) : req;
  };
  const bytes = (test: request.Test) =>
    test.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const fileState = async (candidateId: string) =>
    (await rc(t, t.viewer, 'get_candidate', { candidate_id: candidateId })).body.candidate.files as Array<{
      id: string;
      text_state: string;
      name: string;
    }>;
  const found = async (query: string) =>
    ((await rc(t, t.viewer, 'get_candidates', { query })).body.candidates as Array<{ id: string }>).map((candidate) => candidate.id);

  it('adds a candidate with a PDF CV in one call, reads its text and finds the candidate by it', async () => {
    const cv = await cvPdf(['Марія Шевчук', 'Досвід: Kubernetes, PostgreSQL, менеджмент команд']);
    const res = await multipart(
      t.owner,
      'add_candidate',
      { name: 'Марія', lname: 'Шевчук', email: 'maria.cv@example.com', source: 'job-site', tags: '["devops"]' },
      { bytes: cv, name: 'Резюме Шевчук.pdf' },
    );
    expect([res.status, res.body.code]).toEqual([200, undefined]);
    const candidateId = res.body.candidate.id as string;
    expect(res.body.candidate.files).toEqual([expect.objectContaining({ name: 'Резюме Шевчук.pdf', format: 'pdf' })]);
    await waitFor(async () => (await fileState(candidateId))[0]?.text_state === 'ready', { what: 'the CV text' });

    const other = await addCandidate(t, { name: 'Петро', lname: 'Кубик', phone: '+380671112233', tags: ['backend'] });
    expect(await found('kubernetes')).toEqual([candidateId]);
    expect(await found('менеджм')).toEqual([candidateId]);
    expect(await found('Шевч')).toEqual([candidateId]);
    expect(await found('DevOps')).toEqual([candidateId]);
    expect(await found('maria.cv@')).toEqual([candidateId]);
    expect(await found('067 111 22 33')).toEqual([other]);
    expect(await found('Ку')).toEqual([other]);
    expect(await found('java')).toEqual([]);
    expect((await rc(t, t.viewer, 'get_candidates', { query: 'kubernetes' })).body.total).toBe(1);

    // The header's quick search, for those who may see candidates only.
    const quick = async (who: Account) => {
      await who.c.post('/company/loginCompany', { company_id: t.companyId }, { token: who.token });
      return (
        (await who.c.post('/profiling/quick_search', { value: 'kubernetes' }, { token: who.token })).body.results as Array<{
          kind: string;
          id: string;
        }>
      )
        .filter((hit) => hit.kind === 'candidate')
        .map((hit) => hit.id);
    };
    expect(await quick(t.viewer)).toEqual([candidateId]);
    expect(await quick(t.plain)).toEqual([]);

    const fileId = res.body.candidate.files[0].id as string;
    const original = await bytes(multipart(t.viewer, 'get_candidate_file', { file_id: fileId }));
    expect(original.status).toBe(200);
    expect(original.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.compare(original.body as Buffer, cv)).toBe(0);
    const view = await bytes(multipart(t.viewer, 'get_candidate_file', { file_id: fileId, view: 'true' }));
    expect([view.status, view.headers['content-type'], view.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      expect.stringMatching(/^inline/),
    ]);
  });

  it('counts a common word up to 2000 and still gives its newest first', async () => {
    await sql(
      h,
      `insert into rc_candidate (id, company_id, name, lname, emails, phones, source, tags, lang, created_at, updated_at)
       select gen_random_uuid(), ?, 'Масовий', 'Кандидат' || i, '[]', jsonb_build_array('+38050' || lpad(i::text, 7, '0')), 'manual', '["масовка"]', 'uk',
              now() - make_interval(mins => i), now()
         from generate_series(1, 2001) i`,
      [t.companyId],
    );
    const page = await rc(t, t.viewer, 'get_candidates', { query: 'масовка' });
    expect(page.body).toMatchObject({ total: 2000, total_capped: true });
    expect(page.body.candidates.map((c: { lname: string }) => c.lname)).toEqual(Array.from({ length: 20 }, (_, i) => `Кандидат${i + 1}`));
    const rare = await rc(t, t.viewer, 'get_candidates', { query: 'Кандидат1000' });
    expect(rare.body).toMatchObject({ total: 1, total_capped: false });
    // With another filter beside it the count is exact.
    expect((await rc(t, t.viewer, 'get_candidates', { query: 'масовка', tag: 'масовка' })).body).toMatchObject({
      total: 2001,
      total_capped: false,
    });
  });

  it('refuses what is no CV, too large or no upload, and keeps nothing of it', async () => {
    const candidateId = await addCandidate(t);
    const renamed = await multipart(
      t.recruiter,
      'add_candidate_file',
      { candidate_id: candidateId },
      { bytes: Buffer.from('MZ\x90\x00not a pdf'), name: 'cv.pdf' },
    );
    expect([renamed.status, renamed.body.code]).toEqual([415, 'FILE_TYPE_UNSUPPORTED']);
    const picture = await multipart(
      t.recruiter,
      'add_candidate_file',
      { candidate_id: candidateId },
      { bytes: Buffer.from('x'), name: 'cv.png' },
    );
    expect([picture.status, picture.body.code]).toEqual([415, 'FILE_TYPE_UNSUPPORTED']);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    expect(
      (await multipart(t.recruiter, 'add_candidate_file', { candidate_id: candidateId }, { bytes: big, name: 'big.pdf' })).status,
    ).toBe(413);
    const none = await rc(t, t.recruiter, 'add_candidate_file', { candidate_id: candidateId, cv: '/etc/passwd' });
    expect([none.status, none.body.code]).toEqual([400, 'FILE_REQUIRED']);
    const refusedCandidate = await multipart(
      t.owner,
      'add_candidate',
      { name: 'Без', lname: 'Резюме', email: 'no-cv@example.com', source: 'manual' },
      { bytes: Buffer.from('nope'), name: 'cv.docx' },
    );
    expect(refusedCandidate.status).toBe(415);
    expect(await found('no-cv@')).toEqual([]);
    expect(
      (await multipart(t.viewer, 'add_candidate_file', { candidate_id: candidateId }, { bytes: await cvPdf(['x']), name: 'cv.pdf' }))
        .status,
    ).toBe(403);
    expect(await fileState(candidateId)).toEqual([]);
  });

  it(
    'reads a DOCX through the PDF LibreOffice makes, which the viewer shows',
    async () => {
      const candidateId = await addCandidate(t, { name: 'Тарас', lname: 'Мельник' });
      const docx = await makeDocx('Тарас Мельник\nКвантова хромодинаміка, Fortran\n');
      const added = await multipart(
        t.recruiter,
        'add_candidate_file',
        { candidate_id: candidateId },
        { bytes: docx, name: 'CV Мельник.docx' },
      );
      expect(added.status).toBe(200);
      expect(added.body.file).toMatchObject({ format: 'docx', text_state: 'pending' });
      await waitFor(async () => (await fileState(candidateId))[0]?.text_state === 'ready', {
        what: 'the DOCX text',
        timeoutMs: CONVERSION_WAIT_MS,
      });
      expect(await found('хромодинам')).toEqual([candidateId]);
      const view = await bytes(multipart(t.viewer, 'get_candidate_file', { file_id: added.body.file.id, view: 'true' }));
      expect([view.status, view.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect((await pdfPages(new Uint8Array(view.body as Buffer))).join(' ')).toContain('Fortran');
    },
    CONVERSION_WAIT_MS + 60_000,
  );
});
