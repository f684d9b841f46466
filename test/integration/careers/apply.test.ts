import PDFDocument from 'pdfkit';
import request from 'supertest';
import { CONSENT_VERSION } from '../../../src/careers/pages/apply-form.js';
import { randomIp, sql, startHarness, type Harness } from '../../support/harness.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { storedVacancy } from '../../support/vacancies.js';
import { waitFor } from '../../support/wait-for.js';
import { rc, team, type Team } from '../recruiting/records.support.js';

/**
 * Applying on the careers pages with JavaScript off (docs/careers.md, "Applying"): a plain multipart
 * form to `/jobs/<id>/apply`, the application on the vacancy's board, the acknowledgement letter
 * through a real SMTP peer with the status link, the status page, the withdrawal and the recruiters'
 * notice; duplicates, the honeypot, the rate limits and bad files. One API, one worker, one peer.
 */
describe('careers: applying and the status page', () => {
  let h: Harness;
  let smtp: SmtpPeer;
  let t: Team;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    h = await startHarness({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://careers.test' });
    t = await team(h);
    await sql(h, `update company set status_id = 4, verified_at = now() where id = ?`, [t.companyId]);
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  let serial = 0;
  const email = (tag: string) => {
    serial += 1;
    return `${tag}.${Date.now().toString(36)}.${serial}@example.com`;
  };
  const phone = () => `+38067${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;

  /** A published vacancy opened publicly (as a member with "vacancies" does), once its page is up; `gone`: closed again. */
  const posting = async (title: string, state: 'open' | 'gone' = 'open') => {
    const vacancy = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name: title });
    const validThrough = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const opened = await rc(t, t.owner, 'open_vacancy', { vacancy_id: vacancy.id, valid_through: validThrough, public: true });
    expect(opened.status).toBe(200);
    await pageAnswers(`/jobs/${vacancy.id}`, 200);
    if (state === 'gone') {
      expect((await rc(t, t.owner, 'close_vacancy', { vacancy_id: vacancy.id })).status).toBe(200);
      await pageAnswers(`/jobs/${vacancy.id}`, 410);
    }
    return vacancy.id;
  };
  /**
   * Until the worker projected the opening: its page answers `status`. The relay may first work
   * through what the group's earlier flows left due in this database (past 20 s once in a full run;
   * never alone), hence 45 s.
   */
  const pageAnswers = (path: string, status: number) =>
    waitFor(async () => (await request(h.app.getHttpServer()).get(path)).status === status, {
      what: `${path} answering ${status}`,
      timeoutMs: 45_000,
    });

  const cvPdf = () =>
    new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4' });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('CV');
      doc.end();
    });

  interface Form {
    name?: string;
    lname?: string;
    email?: string;
    phone?: string;
    consent?: string;
    website?: string;
    lang?: string;
    cv?: { bytes: Buffer; name: string } | null;
  }
  /** The form as a browser without JavaScript sends it (multipart/form-data), from `ip`. */
  const apply = async (vacancyId: string, form: Form, ip = randomIp()) => {
    const req = request(h.app.getHttpServer()).post(`/jobs/${vacancyId}/apply`).set('X-Forwarded-For', ip);
    const fields = { name: 'Олена', lname: 'Коваль', consent: '1', consent_version: CONSENT_VERSION, lang: 'ru', website: '', ...form };
    for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') req.field(name, value);
    const cv = form.cv === undefined ? { bytes: await cvPdf(), name: 'Резюме.pdf' } : form.cv;
    return cv ? req.attach('cv', cv.bytes, cv.name) : req;
  };
  const page = (path: string, method: 'get' | 'post' = 'get', fields: Record<string, string> = {}) => {
    const req = request(h.app.getHttpServer())[method](path).set('X-Forwarded-For', randomIp());
    return method === 'post' ? req.type('form').send(fields) : req;
  };
  const mailTo = (to: string, count = 1) =>
    waitFor(
      () => {
        const mails = smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(to));
        return mails.length >= count ? mails : null;
      },
      { what: `${count} letter(s) to ${to}` },
    );
  const statusLink = (text: string) => {
    const match = /http:\/\/careers\.test(\/application\/[A-Za-z0-9_-]{43})/.exec(text);
    expect(match).not.toBeNull();
    return match![1]!;
  };
  const candidatesWith = async (address: string) =>
    sql<{ id: string; source: string; consent: { textId: string } | null; lang: string }>(
      h,
      `select c.id, c.source, c.consent, c.lang from rc_candidate c join rc_candidate_contact k on k.candidate_id = c.id
        where k.company_id = ? and k.kind = 'email' and k.value = ?`,
      [t.companyId, address],
    );
  const applicationsOf = (candidateId: string) =>
    sql<{
      id: string;
      vacancy_id: string;
      status: string;
      source: string | null;
      created_by: string | null;
      rejection_reason_id: number | null;
    }>(h, 'select id, vacancy_id, status, source, created_by, rejection_reason_id from rc_application where candidate_id = ?', [
      candidateId,
    ]);

  it('lands an application in "Новый" from the careers page, mails the link in the page’s language, and shows the status', async () => {
    const vacancyId = await posting('Бухгалтер');
    const address = email('olena');
    const res = await apply(vacancyId, { email: address, phone: phone(), lang: 'uk' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Дякуємо, відгук надіслано');

    const [candidate] = await candidatesWith(address);
    expect(candidate).toMatchObject({ source: 'careers', lang: 'uk', consent: { textId: CONSENT_VERSION } });
    const [application] = await applicationsOf(candidate!.id);
    expect(application).toMatchObject({ vacancy_id: vacancyId, status: 'open', source: 'careers', created_by: null });
    const board = await rc(t, t.viewer, 'get_board', { vacancy_id: vacancyId });
    expect(board.body.stages[0]).toMatchObject({ kind: 'new', applications: [{ id: application!.id, source: 'careers' }] });
    expect(
      (await sql<{ n: number }>(h, 'select count(*)::int as n from rc_candidate_file where candidate_id = ?', [candidate!.id]))[0]!.n,
    ).toBe(1);

    const [letter] = await mailTo(address);
    expect(letter!.subject).toBe('Ми отримали ваш відгук: «Бухгалтер»');
    const path = statusLink(letter!.text ?? '');
    // Only the token's hash is kept.
    const [link] = await sql<{ token_hash: string; consent_version: string }>(
      h,
      'select token_hash, consent_version from rc_public_application where application_id = ?',
      [application!.id],
    );
    expect(link!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.token_hash).not.toContain(path.split('/').pop());
    expect(link!.consent_version).toBe(CONSENT_VERSION);

    const status = await page(path);
    expect(status.status).toBe(200);
    expect(status.headers['referrer-policy']).toBe('no-referrer');
    expect(status.text).toContain('<html lang="uk"');
    expect(status.text).toContain('Бухгалтер');
    expect(status.text).toMatch(/<li aria-current="step"><strong>Отримано<\/strong><\/li>/);
    expect(status.text).toContain('name="robots" content="noindex"');
    expect((await page(`${path}?lang=en`)).text).toContain('<strong>Received</strong>');
    expect((await page('/application/not-a-token')).status).toBe(404);
    expect((await page(`/application/${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('attaches to the candidate the company has by phone, and a second application to one vacancy makes none', async () => {
    const vacancyId = await posting('Логіст');
    const theirPhone = phone();
    const known = await rc(t, t.recruiter, 'add_candidate', { name: 'Ірина', lname: 'Бондар', phone: theirPhone, source: 'manual' });
    expect(known.status).toBe(200);
    const address = email('iryna');
    expect((await apply(vacancyId, { email: address, phone: theirPhone.replace('+38', '') })).status).toBe(200);
    const [candidate] = await candidatesWith(address);
    expect(candidate!.id).toBe(known.body.candidate.id);
    // Manual stays the candidate's source; the application says where it came from.
    expect(candidate!.source).toBe('manual');
    expect(await applicationsOf(candidate!.id)).toEqual([expect.objectContaining({ source: 'careers' })]);

    const again = await apply(vacancyId, { email: address.toUpperCase(), phone: phone() });
    expect(again.status).toBe(200);
    expect(again.text).toContain('Вы уже откликались на эту вакансию');
    expect(await applicationsOf(candidate!.id)).toHaveLength(1);
    expect(
      (await sql<{ n: number }>(h, 'select count(*)::int as n from rc_candidate_file where candidate_id = ?', [candidate!.id]))[0]!.n,
    ).toBe(1);
    await mailTo(address);
    // One acknowledgement only: the refused second application sent none.
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(address))).toHaveLength(1);
  });

  it('shows a wrong form again with its messages and values (not the file), and stores nothing', async () => {
    const vacancyId = await posting('Юрист');
    const address = email('bad');
    const missing = await apply(vacancyId, { email: address, phone: '12', consent: '', name: '', cv: null, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('<html lang="en"');
    expect(missing.text).toContain('Please fill in this field');
    expect(missing.text).toContain('Enter a number');
    expect(missing.text).toContain('Please attach your CV');
    expect(missing.text).toContain('We cannot accept the application without your consent');
    expect(missing.text).toContain(`value="${address}"`);
    expect(missing.text).toContain('value="Коваль"');
    expect(missing.text).toMatch(/id="apply-phone"[^>]*aria-invalid="true"/);

    const renamed = await apply(vacancyId, {
      email: address,
      phone: phone(),
      lang: 'uk',
      cv: { bytes: Buffer.from('MZ\x90\x00not a pdf at all'), name: 'cv.pdf' },
    });
    expect(renamed.status).toBe(415);
    expect(renamed.text).toContain('<html lang="uk"');
    expect(renamed.text).toContain('Вміст файлу не схожий на PDF, DOC або DOCX');
    expect(renamed.text).toContain(`value="${address}"`);
    expect(renamed.text).not.toContain('cv.pdf');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 1, 32)]);
    const tooBig = await apply(vacancyId, { email: address, phone: phone(), cv: { bytes: big, name: 'cv.pdf' } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.text).toContain('Файл больше 5 МБ');
    expect(await candidatesWith(address)).toEqual([]);
  });

  it('shows the form again for a CV over every upload limit of the app, in the page’s language, the fields after it read too', async () => {
    const vacancyId = await posting('Інженер');
    const address = email('huge');
    // Larger than any upload the app takes (10 MB): the part is cut at 5 MB, the rest of the form read on.
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]);
    // In the order a browser sends the form: the hidden language first, the consent after the file.
    const res = await request(h.app.getHttpServer())
      .post(`/jobs/${vacancyId}/apply`)
      .set('X-Forwarded-For', randomIp())
      .field('lang', 'uk')
      .field('consent_version', CONSENT_VERSION)
      .field('name', 'Олена')
      .field('lname', 'Коваль')
      .field('email', address)
      .field('phone', '+380671234567')
      .attach('cv', huge, 'cv.pdf')
      .field('consent', '1')
      .field('website', '');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="uk"');
    expect(res.text).toContain('Файл більший за 5 МБ');
    expect(res.text).toContain(`value="${address}"`);
    expect(res.text).toContain('value="+380671234567"');
    expect(res.text).toMatch(/id="apply-consent"[^>]*checked/);
    expect(await candidatesWith(address)).toEqual([]);
  });

  it('shows the form again, in the page’s language, for a body the parser cannot read', async () => {
    const vacancyId = await posting('Аналітик');
    const res = await request(h.app.getHttpServer())
      .post(`/jobs/${vacancyId}/apply`)
      .set('X-Forwarded-For', randomIp())
      .set('Accept-Language', 'en')
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nOlena');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('The form arrived incomplete and could not be read');
    expect(res.text).toContain('id="apply-name"');
  });

  it('thanks a bot that filled the honeypot and keeps nothing of it', async () => {
    const vacancyId = await posting('Водій');
    const address = email('bot');
    const res = await apply(vacancyId, { email: address, phone: phone(), website: 'http://spam.example', lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('Thank you, your application was sent');
    expect(await candidatesWith(address)).toEqual([]);
    expect(await sql(h, `select id from rc_application where vacancy_id = ?`, [vacancyId])).toEqual([]);
  });

  it('limits posts per e-mail and per address (429 with Retry-After, the form kept)', async () => {
    const vacancyId = await posting('Кур’єр');
    const address = email('flood');
    for (let i = 0; i < 5; i += 1) expect((await apply(vacancyId, { email: address, phone: '1', cv: null })).status).toBe(400);
    const limited = await apply(vacancyId, { email: address, phone: '1', cv: null });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('Слишком много попыток');
    expect(limited.text).toContain(`value="${address}"`);

    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) expect((await apply(vacancyId, { email: email('ip'), phone: '1', cv: null }, ip)).status).toBe(400);
    // A right form past the limit: the same page in its language, and nothing kept.
    const late = email('late');
    const polite = await apply(vacancyId, { email: late, phone: phone(), lang: 'uk' }, ip);
    expect(polite.status).toBe(429);
    expect(polite.text).toContain('<html lang="uk"');
    expect(polite.text).toContain('Забагато спроб');
    expect(await candidatesWith(late)).toEqual([]);
  });

  it('answers 410 for a posting that is gone and 404 for one that never was', async () => {
    const gone = await posting('Закрита', 'gone');
    expect((await apply(gone, { email: email('gone'), phone: phone() })).status).toBe(410);
    expect((await apply('00000000-0000-4000-8000-000000000000', { email: email('none'), phone: phone() })).status).toBe(404);
  });

  it('maps stages to public states, withdraws after a confirmation, tells the recruiters (bell and e-mail) and shows the letter', async () => {
    const vacancyId = await posting('Менеджер');
    const stages = await rc(t, t.recruiter, 'set_stages', {
      vacancy_id: vacancyId,
      stages: [{ name: 'Звонок' }, { name: 'Интервью с HR' }],
    });
    expect(stages.status).toBe(200);
    const address = email('petro');
    expect((await apply(vacancyId, { email: address, phone: phone(), name: 'Петро' })).status).toBe(200);
    const path = statusLink((await mailTo(address))[0]!.text ?? '');
    const [candidate] = await candidatesWith(address);
    const [application] = await applicationsOf(candidate!.id);
    const step = (name: string) => (stages.body.stages as Array<{ id: string; name: string }>).find((stage) => stage.name === name)!.id;

    await rc(t, t.recruiter, 'move_application', { application_id: application!.id, stage_id: step('Звонок'), version: 1 });
    expect((await page(path)).text).toContain('<strong>Рассматривается</strong>');
    await rc(t, t.recruiter, 'move_application', { application_id: application!.id, stage_id: step('Интервью с HR'), version: 2 });
    const interview = await page(path);
    expect(interview.text).toContain('<strong>Собеседование</strong>');
    // Never the company's own names of its stages.
    expect(interview.text).not.toContain('Интервью с HR');
    expect(interview.text).not.toContain('Звонок');

    const mailOff = await t.viewer.c.post(
      '/notices/set_notice_settings',
      { settings: [{ kind: 'application_withdrawn', email: false, in_app: true }] },
      { token: t.viewer.token },
    );
    expect(mailOff.status).toBe(200);
    const confirm = await page(`${path}/withdraw`, 'post');
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Отозвать отклик?');
    expect((await applicationsOf(candidate!.id))[0]!.status).toBe('open');
    const done = await page(`${path}/withdraw`, 'post', { confirm: 'yes' });
    expect([done.status, done.headers.location]).toEqual([303, `${path}?lang=ru`]);
    expect(await applicationsOf(candidate!.id)).toEqual([expect.objectContaining({ status: 'rejected', rejection_reason_id: 6 })]);

    const notices = await waitFor(
      async () => {
        const rows = await sql<{ user_id: string; params: Record<string, unknown>; link: string }>(
          h,
          `select user_id, params, link from notice where kind = 'application_withdrawn' and params->>'candidate_id' = ?`,
          [candidate!.id],
        );
        return rows.length > 0 ? rows : null;
      },
      { what: 'the withdrawal notices' },
    );
    expect(notices.map((notice) => notice.user_id).sort()).toEqual([t.owner.id, t.recruiter.id, t.viewer.id].sort());
    expect(notices[0]).toMatchObject({ link: `/personne/vacancy/${vacancyId}`, params: { vacancy: 'Менеджер' } });

    // The e-mail beside the notice, for each reader whose settings keep it on (the viewer's is off).
    const withdrawalLetter = (to: string) =>
      waitFor(() => smtp.received.find((mail) => JSON.stringify(mail.to ?? '').includes(to) && /Менеджер/.test(mail.subject ?? '')), {
        what: `the withdrawal letter to ${to}`,
      });
    const ownerLetter = await withdrawalLetter(t.owner.email);
    await withdrawalLetter(t.recruiter.email);
    expect(ownerLetter!.text).toContain(`http://careers.test/personne/vacancy/${vacancyId}`);
    expect(ownerLetter!.text).not.toContain('Петро');
    // The viewer switched the kind's e-mail off: queued for the other two only (one handler pass queues all).
    const letters = await waitFor(
      async () => {
        // This company's three readers only: other flows of the group withdraw in the same database.
        const rows = await sql<{ recipient: string }>(
          h,
          `select distinct recipient from notification_delivery where template = 'email.application-withdrawn' and recipient in (?, ?, ?)`,
          [t.owner.email, t.recruiter.email, t.viewer.email],
        );
        return rows.length >= 2 ? rows : null;
      },
      { what: 'the withdrawal letters delivered' },
    );
    expect(letters.map((letter) => letter.recipient).sort()).toEqual([t.owner.email, t.recruiter.email].sort());

    const [, confirmation] = await mailTo(address, 2);
    expect(confirmation).toBeDefined();
    const after = await waitFor(
      async () => {
        const res = await page(path);
        return res.text.includes('Письмо работодателя') ? res : null;
      },
      { what: 'the letter on the status page' },
    );
    expect(after.text).toContain('<strong>Решение</strong>');
    // The letter keeps its own language on a page read in another (a screen reader speaks it so).
    expect((await page(`${path}?lang=en`)).text).toMatch(/The employer’s letter<\/h2><div lang="ru">/);
    expect(after.text).toContain('Вы отозвали отклик');
    expect(after.text).not.toContain('Отозвать отклик</button>');
    expect((await page(`${path}/withdraw`, 'post', { confirm: 'yes' })).status).toBe(303);

    // Erasing the candidate forgets their name in the withdrawal notices too.
    expect((await rc(t, t.recruiter, 'erase_candidate', { candidate_id: candidate!.id })).status).toBe(200);
    await waitFor(
      async () => {
        const rows = await sql<{ name: string }>(
          h,
          `select params->>'candidate' as name from notice where kind = 'application_withdrawn' and params->>'candidate_id' = ?`,
          [candidate!.id],
        );
        return rows.length === 3 && rows.every((row) => row.name === '');
      },
      { what: 'the withdrawal notices without the name' },
    );
  });

  it('opens nothing once the candidate’s data was erased', async () => {
    const vacancyId = await posting('Архіваріус');
    const address = email('erased');
    expect((await apply(vacancyId, { email: address, phone: phone() })).status).toBe(200);
    const path = statusLink((await mailTo(address))[0]!.text ?? '');
    expect((await page(path)).status).toBe(200);
    const [candidate] = await candidatesWith(address);
    expect((await rc(t, t.recruiter, 'erase_candidate', { candidate_id: candidate!.id })).status).toBe(200);
    expect((await page(path)).status).toBe(404);
    expect((await page(`${path}/withdraw`, 'post', { confirm: 'yes' })).status).toBe(404);
  });
});
