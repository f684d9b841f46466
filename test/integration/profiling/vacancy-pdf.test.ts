import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Department } from '../../../src/profiling/domain/profile.entity.js';
import { Vacancy, VacancyApprover } from '../../../src/profiling/domain/vacancy.entity.js';
import { emptyVacancyValues } from '../../../src/profiling/domain/vacancy.values.js';
import { VacancyPdfFailedError, VacancyPdfJobs, VacancyPdfTimeoutError } from '../../../src/profiling/pdf/vacancy-pdf.jobs.js';
import { pdfPages } from '../../support/pdf-text.js';
import { account, addMember, createCompany, startProfiling, type Account, type ProfilingHarness } from './profiling.support.js';

/** pdfjs splits and joins text runs its own way; compare with the whitespace squeezed out. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('profiling: the vacancy PDF', () => {
  let h: ProfilingHarness;
  /** A global position of the shipped catalogue and one of its functionality items with a Cyrillic name. */
  let catalogue: { positionId: number; positionName: string; taskId: number; taskName: string; levelId: number; levelName: string };
  beforeAll(async () => {
    h = await startProfiling();
    const [task] = await h.sql<{ id: number; name: string; position_id: number; position_name: string }>(
      `select c.id, c.names->>'uk' as name, p.id as position_id, p.names->>'uk' as position_name
         from catalogue_competency c join catalogue_position p on p.id = c.position_id
        where c.family = 'func' and c.type = 'global' and p.type = 'global' and c.names->>'uk' ~ '[А-ЩЬЮЯЄІЇҐа-щьюяєіїґ]'
        order by p.id, c.sort limit 1`,
    );
    const [level] = await h.sql<{ id: number; name: string }>(
      "select item_id as id, names->>'uk' as name from catalogue_option where list = 's_job_levels' and type = 'global' order by sort limit 1",
    );
    catalogue = {
      positionId: task!.position_id,
      positionName: task!.position_name,
      taskId: task!.id,
      taskName: task!.name,
      levelId: level!.id,
      levelName: level!.name,
    };
  });
  afterAll(() => h.close());

  /** A verified company with a unique name, a department and a vacancy of the catalogue position, made through the entities. */
  async function companyWithVacancy(number = 1): Promise<{ owner: Account; companyId: string; companyName: string; vacancyId: string }> {
    const owner = await account(h);
    const companyName = `ТОВ «Профіль ${Math.random().toString(36).slice(2, 8)}»`;
    const company = await createCompany(owner, { name: companyName });
    const companyId = company.id as string;
    await h.sql('update company set status_id = 4 where id = ?', [companyId]);
    const em = h.app.get(MikroORM).em.fork();
    const department = em.create(Department, { companyId, name: 'Відділ продажу', nameKey: 'відділ продажу', addresses: [] });
    const values = {
      ...emptyVacancyValues(),
      department_id: department.id,
      id_position: catalogue.positionId,
      position_type: 'global' as const,
      name: catalogue.positionName,
      level: catalogue.levelId,
      functionality: [catalogue.taskId],
      salary: { from: 25000, to: 32000 },
      interaction: ['Відділ логістики'],
    };
    const vacancy = em.create(Vacancy, {
      companyId,
      number,
      authorUserId: owner.id,
      status: 'approval',
      step: 9,
      name: catalogue.positionName,
      values,
    });
    await em.flush();
    return { owner, companyId, companyName, vacancyId: vacancy.id };
  }

  function download(who: Account | null, companyId: string, vacancyId: string, lang = 'uk'): request.Test {
    const test = request(h.app.getHttpServer())
      .get('/api/v2/profiling/vacancy_pdf')
      .query({ company_id: companyId, vacancy_id: vacancyId })
      .set('lang', lang)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return who ? test.set('userToken', who.token) : test;
  }

  it('gives members the PDF with the position, a Cyrillic functionality item, the company, the department, the author and the approvers', async () => {
    const { owner, companyId, companyName, vacancyId } = await companyWithVacancy(7);
    const approver = await account(h);
    await addMember(h, companyId, approver.id, 'user');
    const em = h.app.get(MikroORM).em.fork();
    em.create(VacancyApprover, { vacancyId, userId: approver.id, decision: 'approved', comment: 'Усе гаразд', answeredAt: new Date() });
    await em.flush();

    const res = await download(owner, companyId, vacancyId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vacancy-7-[a-z0-9-]+\.pdf"; filename\*=UTF-8''7%20/);
    expect(decodeURIComponent(res.headers['content-disposition']!.split("UTF-8''")[1]!)).toBe(`7 ${catalogue.positionName}.pdf`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = squeeze((await pdfPages(pdf)).join('\n'));
    for (const expected of [
      catalogue.positionName,
      catalogue.taskName,
      catalogue.levelName,
      companyName,
      'Відділ продажу',
      'Бондар Ірина',
      'Погоджено',
      'Усе гаразд',
      'Відділ логістики',
      'Функціонал',
      'Сторінка 1 з',
    ]) {
      expect(text).toContain(squeeze(expected));
    }

    // Another member reads it too, in another language.
    const reader = await download(approver, companyId, vacancyId, 'en');
    expect(reader.status).toBe(200);
    expect(squeeze((await pdfPages(reader.body as Buffer)).join(''))).toContain(squeeze('Functionality'));
  });

  it('names the download without the bidirectional controls of a vacancy name', async () => {
    const { owner, companyId, vacancyId } = await companyWithVacancy(8);
    const typed = 'Звіт\u202Efdp.exe\u2066\u200e';
    await h.sql(`update profiling_vacancy set name = ?, "values" = jsonb_set("values", '{name}', to_jsonb(?::text)) where id = ?`, [
      typed,
      typed,
      vacancyId,
    ]);
    const res = await download(owner, companyId, vacancyId);
    expect(res.status).toBe(200);
    const header = res.headers['content-disposition']!;
    // The download is named after the catalogue position in the reader's language, never the typed
    // name: nothing of the typed controls reaches the header.
    expect(header).toMatch(/^attachment; filename="vacancy-8-[a-z0-9-]+\.pdf"; filename\*=UTF-8''8%20[^"]+\.pdf$/);
    expect(decodeURIComponent(header)).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]|fdp/);
  });

  it("answers 404 COMPANY_NOT_FOUND to a stranger, 404 VACANCY_NOT_FOUND for another company's or an unknown vacancy, 401 without a session", async () => {
    const first = await companyWithVacancy();
    const second = await companyWithVacancy();
    const stranger = await account(h);
    const refused = await download(stranger, first.companyId, first.vacancyId);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ code: 'COMPANY_NOT_FOUND' });

    const foreign = await download(first.owner, first.companyId, second.vacancyId);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.body.toString())).toMatchObject({ code: 'VACANCY_NOT_FOUND', msg: 'Вакансію не знайдено' });
    const unknown = await download(first.owner, first.companyId, '00000000-0000-4000-8000-000000000000', 'en');
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: 'VACANCY_NOT_FOUND', msg: 'Vacancy not found' });
    expect((await download(first.owner, first.companyId, 'not-a-uuid')).status).toBe(404);
    expect((await download(null, first.companyId, first.vacancyId)).status).toBe(401);
  });

  it('answers a clean 503 PDF_UNAVAILABLE when the worker does not answer in time and 500 PDF_FAILED when it fails, never a PDF', async () => {
    const { owner, companyId, vacancyId } = await companyWithVacancy();
    const jobs = h.app.get(VacancyPdfJobs);
    const render = jest.spyOn(jobs, 'render');
    try {
      render.mockRejectedValueOnce(new VacancyPdfTimeoutError());
      const late = await download(owner, companyId, vacancyId, 'en');
      expect(late.status).toBe(503);
      expect(late.headers['content-type']).toMatch(/^application\/json/);
      expect(late.headers['retry-after']).toBe('30');
      expect(JSON.parse(late.body.toString())).toMatchObject({
        code: 'PDF_UNAVAILABLE',
        msg: 'The PDF could not be prepared right now. Please try again in a minute',
      });

      render.mockRejectedValueOnce(new VacancyPdfFailedError(new Error('boom')));
      const failed = await download(owner, companyId, vacancyId);
      expect(failed.status).toBe(500);
      expect(failed.headers['content-disposition']).toBeUndefined();
      expect(JSON.parse(failed.body.toString())).toMatchObject({ code: 'PDF_FAILED', msg: 'Не вдалося створити PDF вакансії' });
    } finally {
      render.mockRestore();
    }
    expect((await download(owner, companyId, vacancyId)).status).toBe(200);
  });
});
