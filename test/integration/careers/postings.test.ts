import { gzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { PageCache } from '../../../src/careers/http/page-cache.js';
import { PostingsProjection } from '../../../src/careers/read/postings-projection.js';
import { kyivToday } from '../../../src/shared/domain/kyiv-day.js';
import { sql, startHarness, waitForMessages, type Harness } from '../../support/harness.js';
import { storedVacancy } from '../../support/vacancies.js';
import { waitFor } from '../../support/wait-for.js';
import { rc, team, type Team } from '../recruiting/records.support.js';

/**
 * The public side end to end, with an API and a worker: a published vacancy of a verified company
 * opened by a member with "vacancies", its posting page (JSON-LD, languages, ETag), /jobs, the
 * employer page, the sitemap and robots.txt; then closing it (410, gone from every list, its
 * applicant told), a posting past its last day and a company no longer verified. One harness.
 */
describe('careers: public postings', () => {
  let h: Harness;
  let t: Team;
  const NAME = 'Ромашка </script><script>alert(1)</script>';
  beforeAll(async () => {
    h = await startHarness();
    t = await team(h);
    await sql(h, `update company set status_id = 4, verified_at = '2026-11-20T10:00:00Z', name = ?, company_brand = null where id = ?`, [
      NAME,
      t.companyId,
    ]);
  });
  afterAll(() => h.close());

  const day = (days: number) => {
    const date = new Date(`${kyivToday()}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const page = (path: string, headers: Record<string, string> = {}) => {
    const test = request(h.app.getHttpServer()).get(path);
    for (const [name, value] of Object.entries(headers)) test.set(name, value);
    return test;
  };
  const published = (name: string) => storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name });
  const open = (vacancyId: string, fields: Record<string, unknown> = {}, who = t.plain) =>
    rc(t, who, 'open_vacancy', { vacancy_id: vacancyId, valid_through: day(30), public: true, ...fields });
  /** Until the worker projected the opening: its page answers `status`. */
  // The posting follows the vacancy through the outbox (the projection, then the page cache); the
  // relay may first work through what the group's earlier flows left due in this database.
  const pageAnswers = (path: string, status: number) =>
    waitFor(async () => (await page(path)).status === status, { what: `${path} answering ${status}`, timeoutMs: 45_000 });

  let vacancyId = '';

  it('opens a published vacancy for a member with "vacancies" only, until a day at most 90 days ahead', async () => {
    vacancyId = (await published('Бухгалтер')).id;
    expect((await open(vacancyId, {}, t.recruiter)).status).toBe(403);
    expect((await open(vacancyId, {}, t.stranger)).status).toBe(404);
    for (const valid_through of [day(-1), day(91), '2026-02-30', 'soon']) {
      const res = await open(vacancyId, { valid_through });
      expect([res.status, res.body.code, Object.keys(res.body.fields ?? {})]).toEqual([400, 'VALIDATION_FAILED', ['valid_through']]);
    }
    const draft = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'draft' });
    expect((await open(draft.id)).body.code).toBe('VACANCY_NOT_PUBLISHED');
    const res = await open(vacancyId, { valid_through: day(90) });
    expect(res.status).toBe(200);
    expect(res.body.opening).toMatchObject({
      vacancy_id: vacancyId,
      valid_through: day(90),
      public: true,
      open: true,
      url: `/jobs/${vacancyId}`,
    });
  });

  it('refuses a company that is not verified', async () => {
    const other = await team(h);
    const vacancy = await storedVacancy(h.app, other.companyId, other.owner.id, { status: 'published' });
    const res = await rc(other, other.plain, 'open_vacancy', { vacancy_id: vacancy.id, valid_through: day(10) });
    expect([res.status, res.body.code]).toEqual([403, 'COMPANY_NOT_VERIFIED']);
  });

  it('serves the posting: complete JSON-LD, company text escaped, never age, sex or family status', async () => {
    await pageAnswers(`/jobs/${vacancyId}`, 200);
    const res = await page(`/jobs/${vacancyId}`);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.text;
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Ромашка &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    const data = JSON.parse(match![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      validThrough: `${day(90)}T23:59:59+02:00`,
      employmentType: ['FULL_TIME'],
      directApply: true,
      hiringOrganization: { name: NAME },
      baseSalary: { currency: 'UAH', value: { minValue: 20000, maxValue: 30000, unitText: 'MONTH' } },
      identifier: { value: vacancyId },
    });
    expect((data.jobLocation as Array<{ address: { addressCountry: string } }>)[0]!.address.addressCountry).toBe('UA');
    for (const word of ['Мужской', 'Не женат', 'Чоловіча']) expect(html).not.toContain(word);
    expect(html).toContain(`action="/jobs/${vacancyId}/apply"`);
    // 30 KB on the wire at most (compressed).
    // (supertest hands over the body decompressed, with no length when the answer streamed: the
    // page's own bytes, gzipped as the server does, are what the wire carries.)
    const gzip = await page(`/jobs/${vacancyId}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzipSync(Buffer.from(gzip.text)).length).toBeLessThan(30 * 1024);
  });

  it('answers in ?lang= or Accept-Language with hreflang alternates, and 304 for its ETag', async () => {
    expect((await page(`/jobs/${vacancyId}?lang=en`)).text).toContain('<html lang="en">');
    const uk = await page(`/jobs/${vacancyId}`, { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.5' });
    expect(uk.text).toContain('<html lang="uk">');
    expect(uk.text).toContain(`hreflang="en" href="${h.config.publicUrl.replace(/\/+$/, '')}/jobs/${vacancyId}?lang=en"`);
    const etag = uk.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await page(`/jobs/${vacancyId}`, { 'accept-language': 'uk', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('lists it on /jobs (filtered), the employer page, the sitemap; robots.txt names the sitemap', async () => {
    expect((await page('/jobs')).text).toContain(`/jobs/${vacancyId}?lang=ru`);
    expect((await page('/jobs?q=бухгал')).text).toContain(`/jobs/${vacancyId}`);
    expect((await page('/jobs?q=nothing-like-this')).text).not.toContain(`/jobs/${vacancyId}`);
    expect((await page('/jobs?type=2')).text).not.toContain(`/jobs/${vacancyId}`);
    const employer = await page(`/employers/${t.companyId}?lang=en`);
    expect([employer.status, employer.text.includes('Verified employer'), employer.text.includes('2026-11-20')]).toEqual([200, true, true]);
    expect(employer.text).toContain(`/jobs/${vacancyId}`);
    expect((await page('/sitemap.xml')).text).toMatch(new RegExp(`/jobs/${vacancyId}</loc><lastmod>`));
    expect((await page('/robots.txt')).text).toContain('Sitemap: ');
  });

  it('closing asks what to tell the applicants: 410 with the employer’s other postings, gone from /jobs and the sitemap', async () => {
    const other = (await published('Касир')).id;
    expect((await open(other)).status).toBe(200);
    const email = `cand.${Date.now().toString(36)}@example.com`;
    const added = await rc(t, t.owner, 'add_candidate', { name: 'Ірина', lname: 'Бондар', email, source: 'manual', vacancy_id: vacancyId });
    expect(added.status).toBe(200);
    await pageAnswers(`/jobs/${other}`, 200);

    const closed = await rc(t, t.plain, 'close_vacancy', { vacancy_id: vacancyId, message: 'Вакансию закрыли, спасибо!' });
    expect([closed.status, closed.body.opening?.open]).toEqual([200, false]);
    expect((await rc(t, t.plain, 'close_vacancy', { vacancy_id: vacancyId })).body.code).toBe('OPENING_NOT_OPEN');
    await pageAnswers(`/jobs/${vacancyId}`, 410);
    const gone = await page(`/jobs/${vacancyId}`);
    expect(gone.text).toContain(`/jobs/${other}`);
    expect(gone.text).not.toContain('application/ld+json');
    expect((await page('/jobs')).text).not.toContain(`/jobs/${vacancyId}`);
    expect((await page('/sitemap.xml')).text).not.toContain(`/jobs/${vacancyId}<`);
    const [letter] = await waitForMessages(h, email);
    expect(letter!.text).toContain('Вакансию закрыли, спасибо!');
  });

  it('a posting past its last day answers 410; a company no longer verified leaves every public page', async () => {
    const expiring = (await published('Охоронець')).id;
    expect((await open(expiring)).status).toBe(200);
    await pageAnswers(`/jobs/${expiring}`, 200);
    await sql(h, `update careers_posting set valid_through = ? where vacancy_id = ?`, [day(-1), expiring]);
    await h.app.get(PageCache).changed();
    expect((await page(`/jobs/${expiring}`)).status).toBe(410);
    expect((await page('/sitemap.xml')).text).not.toContain(`/jobs/${expiring}<`);

    // A verifier's later decision reaches the projection as an event; here its effect is applied and projected directly.
    await sql(h, `update company set status_id = 3 where id = ?`, [t.companyId]);
    const em = h.worker.get(EntityManager).fork();
    await em.transactional((tx) => h.worker.get(PostingsProjection).refresh(tx, t.companyId));
    await h.app.get(PageCache).changed();
    expect((await page(`/employers/${t.companyId}`)).status).toBe(404);
    expect((await page('/jobs')).text).not.toContain(t.companyId);
    expect((await page('/sitemap.xml')).text).not.toContain(t.companyId);
  });
});
