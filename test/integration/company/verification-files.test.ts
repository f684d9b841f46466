import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  account,
  addMember,
  createCompany,
  events,
  PDF,
  sql,
  startCompanyHarness,
  upload,
  type Account,
  type CompanyHarness,
} from './company.support.js';

/** An OLE2 compound file header, as Word 97-2003 writes it. */
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510), Buffer.from('PE\0\0')]);

describe('register-extract files and sending for verification', () => {
  let h: CompanyHarness;
  let owner: Account;
  let png: Buffer;
  beforeAll(async () => {
    h = await startCompanyHarness();
    owner = await account(h);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await h?.close();
  });

  const fileCount = async (companyId: string) =>
    Number((await sql(h, 'select count(*)::int as n from company_file where company_id = ?', [companyId]))[0]!.n);
  const storedFiles = () => {
    const dir = join(h.config.storageDir, 'company-files');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const leftovers = () => {
    const dir = join(h.config.storageDir, 'tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  describe('POST /company/add_verificationFileCompany', () => {
    it('stores a PDF under a server-made name and answers id, name, format, size, url, date_upload', async () => {
      const company = await createCompany(owner);
      const res = await upload(h, owner, company.id, PDF, '../../Виписка ЄДР.pdf');
      expect(res.status).toBe(200);
      expect(res.body.file).toEqual({
        id: expect.any(String),
        name: 'Виписка ЄДР.pdf',
        format: 'pdf',
        size: PDF.length,
        url: `/api/v2/company/files/${res.body.file.id}`,
        date_upload: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(res.body.company_data.files.edr).toHaveLength(1);
      const [row] = await sql(h, 'select storage_key from company_file where id = ?', [res.body.file.id]);
      expect(row!.storage_key).toMatch(/^[0-9a-f]{32}$/);
      expect(storedFiles()).toContain(row!.storage_key);
      expect((await events(h, company.id)).map((event) => event.type)).toContain('CompanyFileAdded');
      expect(leftovers()).toEqual([]);
    });

    it.each([
      ['scan.png', 'png'],
      ['scan.JPG', 'jpg'],
      ['old.doc', 'doc'],
    ])('accepts %s', async (name, format) => {
      const company = await createCompany(owner);
      const body = format === 'png' ? png : format === 'jpg' ? await sharp(png).jpeg().toBuffer() : DOC;
      const res = await upload(h, owner, company.id, body, name);
      expect(res.status).toBe(200);
      expect(res.body.file.format).toBe(format);
    });

    // A type the spec does not take is refused as such; an allowed extension on other bytes (a renamed
    // file) or on none says so, instead of calling the allowed type refused.
    const refusedType = (format: string) => `Файл с типом "${format}" недопустим!`;
    const renamed = (format: string) => `Содержимое файла не соответствует формату "${format}": возможно, файл переименован`;
    it.each([
      ['an executable renamed to .pdf', EXE, 'extract.pdf', renamed('pdf')],
      ['a text file renamed to .pdf', Buffer.from('Витяг з ЄДР\n'), 'extract.pdf', renamed('pdf')],
      ['a PNG named .pdf', 'png', 'extract.pdf', renamed('pdf')],
      ['a PDF named .docx', PDF, 'extract.docx', renamed('docx')],
      ['an .exe', EXE, 'setup.exe', refusedType('exe')],
      ['a file with no extension', PDF, 'extract', refusedType('extract')],
      ['an empty PDF', Buffer.alloc(0), 'empty.pdf', renamed('pdf')],
    ])('answers 415 for %s and keeps nothing', async (_what, content, name, message) => {
      const company = await createCompany(owner);
      const before = storedFiles().length;
      const res = await upload(h, owner, company.id, content === 'png' ? png : (content as Buffer), name);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'FILE_TYPE_UNSUPPORTED', msg: message, fields: { file: message } });
      expect(await fileCount(company.id)).toBe(0);
      expect(storedFiles()).toHaveLength(before);
      expect(leftovers()).toEqual([]);
    });

    it('answers 413 for a file over 10 MB and keeps nothing', async () => {
      const company = await createCompany(owner);
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const res = await upload(h, owner, company.id, big, 'big.pdf');
      expect(res.status).toBe(413);
      expect(await fileCount(company.id)).toBe(0);
      expect(leftovers()).toEqual([]);
    });

    it('refuses a missing file, a missing company_id and another type', async () => {
      const company = await createCompany(owner);
      const noFile = await request(h.app.getHttpServer())
        .post('/api/v2/company/add_verificationFileCompany')
        .set('userToken', owner.token)
        .field('company_id', company.id)
        .field('type', 'edr');
      expect(noFile.status).toBe(400);
      expect(noFile.body.fields.file).toBe('Обязательное поле');
      const fake = await owner.c.post(
        '/company/add_verificationFileCompany',
        { company_id: company.id, type: 'edr', file: { filename: 'x.pdf', path: '/etc/passwd', size: 1, mimetype: 'application/pdf' } },
        { token: owner.token },
      );
      expect(fake.status).toBe(400);
      expect((await upload(h, owner, '', PDF, 'a.pdf')).body.fields.company_id).toBe('Обязательное поле');
      expect((await upload(h, owner, company.id, PDF, 'a.pdf', 'policy')).body.fields.type).toBe('Некорректное значение');
      expect(await fileCount(company.id)).toBe(0);
    });

    it('answers 404 for a foreign company and 403 to a member without the verification-documents right', async () => {
      const company = await createCompany(owner);
      const stranger = await account(h);
      const user = await account(h);
      await addMember(h, company.id, user.id, 'user', ['departments']);
      const foreign = await upload(h, stranger, company.id, PDF, 'a.pdf');
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('COMPANY_NOT_FOUND');
      expect((await upload(h, user, company.id, PDF, 'a.pdf')).body.code).toBe('COMPANY_FORBIDDEN');
      // A stranger learns nothing from the file checks either.
      expect((await upload(h, stranger, company.id, EXE, 'a.exe')).status).toBe(404);
      expect(await fileCount(company.id)).toBe(0);
      expect(leftovers()).toEqual([]);
    });
  });

  describe('GET /company/files/:id', () => {
    it('serves the file to members with its content type and Content-Disposition, and 404 to anyone else', async () => {
      const company = await createCompany(owner);
      const { body } = await upload(h, owner, company.id, PDF, 'Виписка "ЄДР".pdf');
      const url: string = body.file.url;
      const res = await request(h.app.getHttpServer())
        .get(url)
        .set('userToken', owner.token)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (chunk: Buffer) => chunks.push(chunk));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment;');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);

      const member = await account(h);
      await addMember(h, company.id, member.id, 'user');
      expect((await request(h.app.getHttpServer()).get(url).set('userToken', member.token)).status).toBe(200);
      const stranger = await account(h);
      expect((await request(h.app.getHttpServer()).get(url).set('userToken', stranger.token)).status).toBe(404);
      expect((await request(h.app.getHttpServer()).get(url)).status).toBe(401);
      expect(
        (await request(h.app.getHttpServer()).get('/api/v2/company/files/..%2F..%2Fetc%2Fpasswd').set('userToken', owner.token)).status,
      ).toBe(404);
    });
  });

  describe('POST /company/remove_verificationFileCompany', () => {
    it('removes the record and the stored file; others get 404', async () => {
      const company = await createCompany(owner);
      const { body } = await upload(h, owner, company.id, PDF, 'a.pdf');
      const [row] = await sql(h, 'select storage_key from company_file where id = ?', [body.file.id]);
      const stranger = await account(h);
      expect(
        (await stranger.c.post('/company/remove_verificationFileCompany', { file_id: body.file.id }, { token: stranger.token })).status,
      ).toBe(404);
      expect((await owner.c.post('/company/remove_verificationFileCompany', { file_id: 'nope' }, { token: owner.token })).body.code).toBe(
        'FILE_NOT_FOUND',
      );
      expect((await owner.c.post('/company/remove_verificationFileCompany', {}, { token: owner.token })).body.fields.file_id).toBe(
        'Обязательное поле',
      );

      const res = await owner.c.post('/company/remove_verificationFileCompany', { file_id: body.file.id }, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.company_data.files.edr).toEqual([]);
      expect(storedFiles()).not.toContain(row!.storage_key);
      expect((await events(h, company.id)).map((event) => event.type)).toContain('CompanyFileRemoved');
    });
  });

  describe('POST /company/set_statusCompany', () => {
    it('refuses to submit without an extract, submits with one, then freezes the files', async () => {
      const company = await createCompany(owner);
      const bare = await owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: owner.token });
      expect(bare.status).toBe(409);
      expect(bare.body).toMatchObject({ code: 'EXTRACT_REQUIRED', msg: 'Загрузите, пожалуйста, подтверждающий документ' });

      const { body } = await upload(h, owner, company.id, PDF, 'a.pdf');
      const res = await owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id: '2' }, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.company_data.status).toEqual({ id: 2, name: 'На рассмотрении' });
      const submitted = (await events(h, company.id)).find((event) => event.type === 'CompanySubmittedForVerification')!;
      expect(submitted.payload).toMatchObject({ fromStatus: 1, reason: 'submit', byUserId: owner.id });

      expect(
        (await owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: owner.token })).body.code,
      ).toBe('COMPANY_STATUS_CONFLICT');
      expect((await upload(h, owner, company.id, PDF, 'b.pdf')).body.code).toBe('COMPANY_STATUS_CONFLICT');
      expect(
        (await owner.c.post('/company/remove_verificationFileCompany', { file_id: body.file.id }, { token: owner.token })).body.code,
      ).toBe('COMPANY_STATUS_CONFLICT');
      expect(await fileCount(company.id)).toBe(1);
    });

    it('lets a rejected company be corrected and submitted again, unless its code was taken meanwhile', async () => {
      const company = await createCompany(owner);
      await upload(h, owner, company.id, PDF, 'a.pdf');
      await owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: owner.token });
      await sql(h, 'update company set status_id = 3 where id = ?', [company.id]);

      expect(
        (await owner.c.post('/company/updateCompany', { company_id: company.id, name: 'Виправлена назва' }, { token: owner.token })).status,
      ).toBe(200);
      expect((await upload(h, owner, company.id, png, 'more.png')).status).toBe(200);
      const again = await owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: owner.token });
      expect(again.status).toBe(200);
      expect(again.body.company_data.status.id).toBe(2);
      const last = (await events(h, company.id)).filter((event) => event.type === 'CompanySubmittedForVerification').at(-1)!;
      expect(last.payload).toMatchObject({ fromStatus: 3, reason: 'resubmit' });

      await sql(h, 'update company set status_id = 3 where id = ?', [company.id]);
      const rival = await account(h);
      await createCompany(rival, { code: company.code });
      const taken = await owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: owner.token });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('COMPANY_CODE_TAKEN');
      expect((await sql(h, 'select status_id from company where id = ?', [company.id]))[0]!.status_id).toBe(3);
    });

    it('never leaves a submitted company without its extract when submission and removal race', async () => {
      for (let round = 0; round < 4; round++) {
        const company = await createCompany(owner);
        const { body } = await upload(h, owner, company.id, PDF, 'a.pdf');
        const [submit, remove] = await Promise.all([
          owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: owner.token }),
          owner.c.post('/company/remove_verificationFileCompany', { file_id: body.file.id }, { token: owner.token }),
        ]);
        const [row] = await sql(h, 'select status_id from company where id = ?', [company.id]);
        const files = await fileCount(company.id);
        // One of them wins: submitted with its file (removal refused), or file removed (submission refused).
        expect(['2,1,200,409', '1,0,409,200']).toContain([row!.status_id, files, submit.status, remove.status].join(','));
      }
    });

    it('accepts only status_id 2 and checks the caller', async () => {
      const company = await createCompany(owner);
      await upload(h, owner, company.id, PDF, 'a.pdf');
      for (const status_id of [4, 3, 'x']) {
        const res = await owner.c.post('/company/set_statusCompany', { company_id: company.id, status_id }, { token: owner.token });
        expect(res.status).toBe(400);
        expect(res.body.fields.status_id).toBeDefined();
      }
      expect(
        (await owner.c.post('/company/set_statusCompany', { company_id: company.id }, { token: owner.token })).body.fields.status_id,
      ).toBe('Обязательное поле');
      const stranger = await account(h);
      const user = await account(h);
      await addMember(h, company.id, user.id, 'user');
      expect(
        (await stranger.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: stranger.token })).status,
      ).toBe(404);
      expect(
        (await user.c.post('/company/set_statusCompany', { company_id: company.id, status_id: 2 }, { token: user.token })).status,
      ).toBe(403);
      expect((await sql(h, 'select status_id from company where id = ?', [company.id]))[0]!.status_id).toBe(1);
    });
  });
});
