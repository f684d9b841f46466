import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { CONVERT_QUEUE } from '../../../src/company/files/convert-queue.js';
import { convertToPdf } from '../../../src/shared/files/pdf-converter.js';
import { locate } from '../../../src/shared/files/soffice-sandbox.js';
import { makeDocx, makeDocxLinkingImage } from '../../support/docx.js';
import { tempDir } from '../../support/temp-dir.js';
import { startHarness, type Harness } from '../../support/harness.js';
import { CONVERSION_TEST_MS, CONVERSION_WAIT_MS, waitFor } from '../../support/wait-for.js';
import { account, createCompany, fetchFile, PDF, sql, upload, type Account, type CompanyHarness } from './company.support.js';

/**
 * The verifier's access to extract files and the viewer's inline renditions, against a real API
 * and a real worker: DOC/DOCX become PDFs through LibreOffice in the `convert` queue.
 */

/** Waits until the worker gave up converting the file: the viewer's 409 (asked in English). */
function refusedView(owner: Account, fileId: string, what: string) {
  return waitFor(
    async () => {
      const res = await owner.c.get(`/company/files/${fileId}/view`, { token: owner.token, lang: 'en' });
      return res.status === 409 ? res : null;
    },
    { timeoutMs: 30_000, what },
  );
}

const storedKey = async (h: Harness, fileId: string) =>
  (await sql(h as CompanyHarness, 'select storage_key from company_file where id = ?', [fileId]))[0]!.storage_key as string;

describe('extract files for verifiers and the viewer', () => {
  let h: Harness;
  let owner: Account;
  let reviewer: Account;
  let stranger: Account;
  let docx: Buffer;
  beforeAll(async () => {
    h = await startHarness();
    owner = await account(h as CompanyHarness);
    stranger = await account(h as CompanyHarness);
    reviewer = await account(h as CompanyHarness, 'verifier');
    docx = await makeDocx('Kadry register extract\nEDRPOU 12345678\n');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lets a verifier download any company’s extract; a user of another company gets 404', async () => {
    const company = await createCompany(owner);
    const file = (await upload(h as CompanyHarness, owner, company.id, PDF, 'Виписка.pdf').expect(200)).body.file;

    const res = await fetchFile(h, `/company/files/${file.id}`, reviewer).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect((res.body as Buffer).equals(PDF)).toBe(true);

    for (const path of [`/company/files/${file.id}`, `/company/files/${file.id}/view`]) {
      const refused = await stranger.c.get(path, { token: stranger.token });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('FILE_NOT_FOUND');
    }
    // Unknown ids answer the same to a verifier.
    expect((await reviewer.c.get('/company/files/00000000-0000-4000-8000-000000000000/view', { token: reviewer.token })).status).toBe(404);
    expect((await request(h.app.getHttpServer()).get(`/api/v2/company/files/${file.id}/view`)).status).toBe(401);
  });

  it('serves PDF and images inline to members and verifiers', async () => {
    const company = await createCompany(owner);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .png()
      .toBuffer();
    const pdf = (await upload(h as CompanyHarness, owner, company.id, PDF, 'extract.pdf').expect(200)).body.file;
    const image = (await upload(h as CompanyHarness, owner, company.id, png, 'scan.png').expect(200)).body.file;

    for (const who of [owner, reviewer]) {
      const shownPdf = await fetchFile(h, `/company/files/${pdf.id}/view`, who).expect(200);
      expect(shownPdf.headers['content-type']).toBe('application/pdf');
      expect(shownPdf.headers['content-disposition']).toMatch(/^inline; filename="extract.pdf"/);
      const shownPng = await fetchFile(h, `/company/files/${image.id}/view`, who).expect(200);
      expect(shownPng.headers['content-type']).toBe('image/png');
      expect(shownPng.headers['content-disposition']).toMatch(/^inline;/);
      expect(shownPng.headers['x-content-type-options']).toBe('nosniff');
      expect((shownPng.body as Buffer).equals(png)).toBe(true);
    }
  });

  it(
    'converts a DOCX to PDF in the worker, answers 202 until then, and removes the PDF with the file',
    async () => {
      const company = await createCompany(owner);
      const file = (await upload(h as CompanyHarness, owner, company.id, docx, 'Витяг.docx').expect(200)).body.file;

      // Until the worker has stored the PDF the viewer hears "converting" (nothing else, no failure).
      const first = await fetchFile(h, `/company/files/${file.id}/view`, reviewer);
      if (first.status === 202) expect(JSON.parse((first.body as Buffer).toString())).toEqual({ ok: true, converting: true });
      else expect(first.status).toBe(200);

      const shown = await waitFor(
        async () => {
          const res = await fetchFile(h, `/company/files/${file.id}/view`, reviewer);
          return res.status === 200 ? res : null;
        },
        { timeoutMs: CONVERSION_WAIT_MS, intervalMs: 500, what: 'the PDF rendition of the DOCX' },
      );
      expect(shown.headers['content-type']).toBe('application/pdf');
      expect(shown.headers['content-disposition']).toMatch(
        /^inline; filename="_____.pdf"; filename\*=UTF-8''%D0%92%D0%B8%D1%82%D1%8F%D0%B3\.pdf$/,
      );
      expect((shown.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The download still gives the original Word file.
      const original = await fetchFile(h, `/company/files/${file.id}`, reviewer).expect(200);
      expect((original.body as Buffer).equals(docx)).toBe(true);

      // One job per CompanyFileAdded, named by the event's id: a replay queues nothing more.
      const queue = h.worker.get<Queue>(getQueueToken(CONVERT_QUEUE));
      const [event] = await sql(
        h as CompanyHarness,
        `select event_id as id from outbox where type = 'CompanyFileAdded' and payload->>'fileId' = ?`,
        [file.id],
      );
      expect(await queue.getJobState(`${event!.id as string}.convert`)).toBe('completed');

      const key = await storedKey(h, file.id);
      const dir = join(h.config.storageDir, 'company-files');
      expect(existsSync(join(dir, `${key}.pdf`))).toBe(true);
      expect((await owner.c.post('/company/remove_verificationFileCompany', { file_id: file.id }, { token: owner.token })).status).toBe(
        200,
      );
      expect(existsSync(join(dir, key))).toBe(false);
      expect(existsSync(join(dir, `${key}.pdf`))).toBe(false);
    },
    CONVERSION_TEST_MS,
  );

  it(
    'converts a DOCX linking a picture to a local address without a single request to it, and the PDF still appears',
    async () => {
      // What an uploader could aim the worker at: an internal address on this machine.
      const requested: string[] = [];
      const listener = createServer((req, res) => {
        requested.push(req.url ?? '');
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      try {
        const linking = makeDocxLinkingImage(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/ssrf-image.png`);
        // The probe is real: LibreOffice run without its sandbox (CONVERT_SANDBOX=off) fetches the picture.
        const probe = join(tempDir('kadry-ssrf-'), 'probe.docx');
        await writeFile(probe, linking);
        await convertToPdf(
          probe,
          'docx',
          { binary: h.config.sofficePath, timeoutMs: CONVERSION_WAIT_MS, sandbox: 'off' },
          async () => undefined,
        );
        expect(requested).toContain('/ssrf-image.png');
        requested.length = 0;

        // The product's worker (CONVERT_SANDBOX left at bwrap) converts the same file without it.
        expect(h.config.convertSandbox).toBe('bwrap');
        const company = await createCompany(owner);
        const file = (await upload(h as CompanyHarness, owner, company.id, linking, 'linked.docx').expect(200)).body.file;
        const shown = await waitFor(
          async () => {
            const res = await fetchFile(h, `/company/files/${file.id}/view`, reviewer);
            expect(res.status).not.toBe(409);
            return res.status === 200 ? res : null;
          },
          { timeoutMs: CONVERSION_WAIT_MS, intervalMs: 500, what: 'the PDF rendition of the linking DOCX' },
        );
        expect(shown.headers['content-type']).toBe('application/pdf');
        expect((shown.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(requested).toEqual([]);
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    },
    CONVERSION_TEST_MS,
  );

  it("keeps an extract's name without bidirectional or other control characters, in the list and the download", async () => {
    const company = await createCompany(owner);
    const file = (await upload(h as CompanyHarness, owner, company.id, PDF, 'Витяг\u202Egnp\u2068\u0085.pdf').expect(200)).body.file;
    expect(file.name).toBe('Витягgnp_.pdf');
    const [row] = await sql(h as CompanyHarness, 'select name from company_file where id = ?', [file.id]);
    expect(row!.name).toBe('Витягgnp_.pdf');
    const download = await fetchFile(h, `/company/files/${file.id}`, reviewer).expect(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_____gnp_.pdf"; filename*=UTF-8''${encodeURIComponent('Витягgnp_.pdf')}`,
    );
  });

  it('queues no conversion for a PDF or an image', async () => {
    const company = await createCompany(owner);
    const file = (await upload(h as CompanyHarness, owner, company.id, PDF, 'x.pdf').expect(200)).body.file;
    const [event] = await waitFor(
      async () => {
        const rows = await sql(
          h as CompanyHarness,
          `select event_id as id from outbox where type = 'CompanyFileAdded' and payload->>'fileId' = ? and dispatched_at is not null`,
          [file.id],
        );
        return rows.length > 0 ? rows : null;
      },
      { what: 'the relay to dispatch CompanyFileAdded' },
    );
    const queue = h.worker.get<Queue>(getQueueToken(CONVERT_QUEUE));
    expect(await queue.getJob(`${event!.id as string}.convert`)).toBeUndefined();
  });
});

describe('the viewer without LibreOffice', () => {
  let h: Harness;
  let owner: Account;
  let docx: Buffer;
  beforeAll(async () => {
    h = await startHarness({ SOFFICE_PATH: join(tmpdir(), 'no-libreoffice-here', 'soffice') });
    owner = await account(h as CompanyHarness);
    docx = await makeDocx('Kadry\n');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 409 CONVERTER_MISSING for a DOCX (the web offers the download), and the download still works', async () => {
    const company = await createCompany(owner);
    const file = (await upload(h as CompanyHarness, owner, company.id, docx, 'extract.docx').expect(200)).body.file;
    const refused = await refusedView(owner, file.id, 'the worker to find no converter');
    expect(refused.body).toMatchObject({ ok: false, code: 'CONVERTER_MISSING', msg: expect.stringContaining('LibreOffice') });
    expect((await fetchFile(h, `/company/files/${file.id}`, owner).expect(200)).headers['content-disposition']).toMatch(/^attachment;/);
  });
});

describe('the viewer without bubblewrap', () => {
  let h: Harness;
  let owner: Account;
  let docx: Buffer;
  let soffice: string;
  const path = process.env.PATH;
  beforeAll(async () => {
    docx = await makeDocx('Kadry\n');
    soffice = (await locate('soffice'))!;
    h = await startHarness({ SOFFICE_PATH: soffice });
    owner = await account(h as CompanyHarness);
  });
  afterAll(async () => {
    process.env.PATH = path;
    await h?.close();
  });

  it('converts nothing without its sandbox: 409 CONVERTER_MISSING, and the web offers the download', async () => {
    expect(h.config.convertSandbox).toBe('bwrap');
    // The worker finds LibreOffice by its full path, and looks for bwrap in a PATH that has none.
    process.env.PATH = tempDir('kadry-no-bwrap-');
    const company = await createCompany(owner);
    const file = (await upload(h as CompanyHarness, owner, company.id, docx, 'extract.docx').expect(200)).body.file;
    const refused = await refusedView(owner, file.id, 'the worker to refuse converting without bubblewrap');
    expect(refused.body).toMatchObject({ ok: false, code: 'CONVERTER_MISSING', msg: expect.stringContaining('sandbox') });
    const key = await storedKey(h, file.id);
    expect(existsSync(join(h.config.storageDir, 'company-files', `${key}.pdf`))).toBe(false);
    expect((await fetchFile(h, `/company/files/${file.id}`, owner).expect(200)).headers['content-disposition']).toMatch(/^attachment;/);
  });
});
