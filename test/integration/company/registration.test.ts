import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import {
  account,
  addMember,
  companyBody,
  createCompany,
  events,
  sql,
  startCompanyHarness,
  validCode,
  type Account,
  type CompanyHarness,
} from './company.support.js';

describe('company registration, list, info, editing and the active company', () => {
  let h: CompanyHarness;
  let owner: Account;
  beforeAll(async () => {
    h = await startCompanyHarness();
    owner = await account(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const count = async () => Number((await sql(h, 'select count(*)::int as n from company'))[0]!.n);

  describe('POST /company/createCompany', () => {
    it('registers the company with the caller as owner (status 1) and writes CompanyRegistered to the outbox', async () => {
      const code = validCode();
      const res = await owner.c.post('/company/createCompany', companyBody({ code, employees: '3', activity: 0, website: '' }), {
        token: owner.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.ok).toBe(true);
      const data = res.body.company_data;
      expect(data).toMatchObject({
        name: 'ТОВ «Кадри Тест»',
        companyBrand: 'Kadry',
        code,
        employees: { id: 3 },
        activity: null,
        website: null,
        status: { id: 1, name: 'Зарегистрирована' },
        is_del: 0,
        role: { id: 1, code: 'owner', name: 'Владелец' },
        files: { edr: [] },
      });
      expect(data.actions).toEqual(expect.arrayContaining(['edit', 'delete', 'submit', 'transfer']));
      const [event] = await events(h, data.id);
      expect(event).toMatchObject({
        type: 'CompanyRegistered',
        payload: { companyId: data.id, ownerId: owner.id, data: { code, employees: 3, activity: null } },
      });
    });

    it("makes the new company the session's active one in the same call and answers what loginCompany answers", async () => {
      const me = await account(h);
      const other = await me.c.post('/profile/loginUser', { email: me.email, password: 'Correct-Horse-1' });
      const info = async (token: string) => (await me.c.get('/profile/get_userInfo', { token })).body.user_data;
      const res = await me.c.post('/company/createCompany', companyBody({ name: 'One Trip LLC' }), { token: me.token, lang: 'en' });
      expect(res.status).toBe(200);
      const id = res.body.company_data.id;
      expect(res.body.company).toEqual({
        id,
        name: 'One Trip LLC',
        status: { id: 1, name: 'Registered' },
        user: { role: { id: 1, name: 'Owner', code: 'owner' } },
        rejection: null,
        actions: expect.arrayContaining(['login', 'edit', 'submit', 'delete']),
        onboarding_step: 2,
        verification_sla_minutes: 120,
      });
      // The very answer loginCompany gives for it (the web no longer sends that second request).
      const login = await me.c.post('/company/loginCompany', { company_id: id }, { token: me.token, lang: 'en' });
      expect(res.body.company).toEqual(login.body.company);
      expect((await info(me.token)).company).toMatchObject({ id, user: { role: { code: 'owner' } } });
      expect((await me.c.get('/company/get_companyInfo', { token: me.token })).body.company_data.id).toBe(id);
      // Recorded as this session's choice: another session of the same user continues with it too.
      expect((await info(other.body.user_data.token)).company).toMatchObject({ id });
      expect(await sql(h, 'select company_id from company_active_choice where user_id = ?', [me.id])).toEqual([{ company_id: id }]);
    });

    it("a refused registration leaves the session's active company as it was", async () => {
      const me = await account(h);
      const first = await createCompany(me, { name: 'Stays Active' });
      const refused = await me.c.post('/company/createCompany', companyBody({ code: first.code }), { token: me.token });
      expect(refused.status).toBe(409);
      expect((await me.c.get('/profile/get_userInfo', { token: me.token })).body.user_data.company).toMatchObject({ id: first.id });
    });

    it('accepts the code as a number and gives a leading zero back', async () => {
      // 0000003 has the control digit 5 (remainder 10 recomputed with weights +2).
      await sql(h, `update company set status_id = 5, is_del = true where code = '00000035'`);
      const res = await owner.c.post('/company/createCompany', companyBody({ code: 35 }), { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body.company_data.code).toBe('00000035');
    });

    it.each([
      ['ru', 'Неверный код ЕГРПОУ'],
      ['en', 'Invalid EDRPOU code'],
      ['uk', 'Невірний код ЄДРПОУ'],
      ['ua', 'Невірний код ЄДРПОУ'],
    ])('refuses a wrong check digit in %s and stores nothing', async (lang, text) => {
      const before = await count();
      const res = await owner.c.post('/company/createCompany', companyBody({ code: '32855968' }), { token: owner.token, lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, error: true, code: 'VALIDATION_FAILED', fields: { code: text } });
      expect(await count()).toBe(before);
    });

    it.each([
      [{ code: undefined }, 'code', 'Обязательное поле'],
      [{ code: '' }, 'code', 'Обязательное поле'],
      [{ code: '1436057' }, 'code', 'Минимальная длина 8 символов'],
      [{ code: '143605700' }, 'code', 'Длина поля превышена'],
      [{ code: '1436057a' }, 'code', 'Неверный формат поля'],
      [{ code: { x: 1 } }, 'code', 'Неверный формат поля'],
      [{ name: undefined }, 'name', 'Обязательное поле'],
      [{ name: '   ' }, 'name', 'Обязательное поле'],
      [{ name: 'x'.repeat(256) }, 'name', 'Длина поля превышена'],
      [{ employees: 'many' }, 'employees', 'Значение должно быть числом'],
      [{ employees: 99 }, 'employees', 'Некорректное значение'],
      [{ activity: -4 }, 'activity', 'Некорректное значение'],
      [{ website: 'y'.repeat(300) }, 'website', 'Длина поля превышена'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Неверная ссылка'],
      [{ website: 'data:text/html,<script>alert(1)</script>' }, 'website', 'Неверная ссылка'],
      [{ employees: 1e308 }, 'employees', 'Некорректное значение'],
    ])('refuses %p with a field error', async (overrides, field, text) => {
      const before = await count();
      const body = companyBody(overrides);
      for (const key of Object.keys(overrides)) if ((overrides as Record<string, unknown>)[key] === undefined) delete body[key];
      const res = await owner.c.post('/company/createCompany', body, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields[field]).toBe(text);
      expect(await count()).toBe(before);
    });

    it('answers 409 COMPANY_CODE_TAKEN for a live code without naming the holder; a rejected or deleted holder frees it', async () => {
      const other = await account(h);
      const held = await createCompany(other, { name: 'Secret Holder LLC' });
      const res = await owner.c.post('/company/createCompany', companyBody({ code: held.code }), { token: owner.token, lang: 'en' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'COMPANY_CODE_TAKEN',
        fields: { code: 'A company with this EDRPOU code is already registered' },
      });
      expect(JSON.stringify(res.body)).not.toContain('Secret Holder');

      await sql(h, 'update company set status_id = 3 where id = ?', [held.id]);
      expect((await owner.c.post('/company/createCompany', companyBody({ code: held.code }), { token: owner.token })).status).toBe(200);
    });

    it('lets only one of two simultaneous registrations of one code through', async () => {
      const code = validCode();
      const results = await Promise.all(
        [0, 1, 2].map(() => owner.c.post('/company/createCompany', companyBody({ code }), { token: owner.token })),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
      expect(Number((await sql(h, 'select count(*)::int as n from company where code = ?', [code]))[0]!.n)).toBe(1);
    });

    it('accepts the form names of spec §3: companyName, kod, s_workers, s_activity', async () => {
      const code = validCode();
      const res = await owner.c.post(
        '/company/createCompany',
        { companyName: 'Form Names', kod: Number(code), s_workers: '2', s_activity: 0 },
        { token: owner.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.company_data).toMatchObject({ name: 'Form Names', code, employees: { id: 2 }, activity: null });
    });

    it('needs a session', async () => {
      const res = await owner.c.post('/company/createCompany', companyBody());
      expect(res.status).toBe(401);
    });
  });

  describe('POST /company/get_companyList and get_companyInfo', () => {
    it("lists the caller's companies per tab with id, name, role and status, and nobody else's", async () => {
      const me = await account(h);
      const a = await createCompany(me, { name: 'Alpha' });
      const b = await createCompany(me, { name: 'Beta' });
      const stranger = await account(h);
      await createCompany(stranger, { name: 'Gamma' });

      const my = await me.c.post('/company/get_companyList', { sort: 'my' }, { token: me.token, lang: 'en' });
      expect(my.status).toBe(200);
      expect(my.body.company_list).toEqual([
        { id: b.id, name: 'Beta', role: { id: 1, name: 'Owner', code: 'owner' }, status: { id: 1, name: 'Registered' } },
        { id: a.id, name: 'Alpha', role: { id: 1, name: 'Owner', code: 'owner' }, status: { id: 1, name: 'Registered' } },
      ]);
      expect((await me.c.post('/company/get_companyList', {}, { token: me.token })).body.company_list).toHaveLength(2);
      expect((await me.c.post('/company/get_companyList', { sort: 'archive' }, { token: me.token })).body.company_list).toEqual([]);
      expect((await me.c.post('/company/get_companyList', { sort: 'transfer' }, { token: me.token })).body.company_list).toEqual([]);
      const bad = await me.c.post('/company/get_companyList', { sort: 'everything' }, { token: me.token });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.sort).toBe('Некорректное значение');
    });

    it('answers 404 for a company of someone else, an unknown or malformed id, and without company_id while no company is active', async () => {
      const stranger = await account(h);
      const foreign = await createCompany(owner);
      for (const company_id of [foreign.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
        const res = await stranger.c.post('/company/get_companyInfo', { company_id }, { token: stranger.token });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('COMPANY_NOT_FOUND');
      }
      expect((await stranger.c.get(`/company/get_companyInfo?company_id=${foreign.id}`, { token: stranger.token })).status).toBe(404);
      expect((await stranger.c.post('/company/get_companyInfo', {}, { token: stranger.token })).status).toBe(404);
    });
  });

  describe('POST /company/updateCompany', () => {
    it('edits a registered company and records old -> new values per field', async () => {
      const company = await createCompany(owner);
      const code = validCode();
      const res = await owner.c.post(
        '/company/updateCompany',
        { company_id: company.id, name: 'Нова назва', code, services: 'Навчання персоналу' },
        { token: owner.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.company_data).toMatchObject({
        name: 'Нова назва',
        code,
        services: 'Навчання персоналу',
        status: { id: 1 },
        companyBrand: 'Kadry',
      });
      const edited = (await events(h, company.id)).find((event) => event.type === 'CompanyEdited')!;
      expect(edited.payload).toMatchObject({
        byUserId: owner.id,
        reverification: false,
        changes: {
          name: { from: 'ТОВ «Кадри Тест»', to: 'Нова назва' },
          code: { from: company.code, to: code },
          services: { from: 'Підбір персоналу', to: 'Навчання персоналу' },
        },
      });
      expect(edited.payload.changes.website).toBeUndefined();
    });

    it('refuses to clear activity or services (spec 001 §5: required in the settings), changing nothing', async () => {
      const company = await createCompany(owner);
      const before = await sql(h, 'select activity, services, website from company where id = ?', [company.id]);
      const cleared = await owner.c.post(
        '/company/updateCompany',
        { company_id: company.id, activity: 0, services: '  ', website: 'https://new.example' },
        { token: owner.token },
      );
      expect(cleared.status).toBe(400);
      expect(cleared.body).toMatchObject({
        ok: false,
        code: 'VALIDATION_FAILED',
        fields: { activity: 'Обязательное поле', services: 'Обязательное поле' },
      });
      const nulls = await owner.c.post(
        '/company/updateCompany',
        { company_id: company.id, activity: null, services: null },
        { token: owner.token, lang: 'en' },
      );
      expect(nulls.body.fields).toEqual({ activity: 'Required field', services: 'Required field' });
      const uk = await owner.c.post('/company/updateCompany', { company_id: company.id, services: '' }, { token: owner.token, lang: 'uk' });
      expect(uk.body.fields).toEqual({ services: "Обов'язкове поле" });
      expect(await sql(h, 'select activity, services, website from company where id = ?', [company.id])).toEqual(before);
      // Left out, they keep their value.
      expect(
        (await owner.c.post('/company/updateCompany', { company_id: company.id, website: 'https://new.example' }, { token: owner.token }))
          .status,
      ).toBe(200);
      // Registration allows them empty: a company that never had them is not refused for sending them empty.
      const bare = await createCompany(owner, { activity: null, services: null });
      expect(
        (
          await owner.c.post(
            '/company/updateCompany',
            { company_id: bare.id, activity: null, services: '', website: 'https://bare.example' },
            { token: owner.token },
          )
        ).status,
      ).toBe(200);
    });

    it.each([2, 4])(
      'needs confirm_reverification to change the name of a company in status %i, which then goes back to 2',
      async (status) => {
        const company = await createCompany(owner);
        await sql(h, 'update company set status_id = ? where id = ?', [status, company.id]);
        const refused = await owner.c.post(
          '/company/updateCompany',
          { company_id: company.id, name: 'Інша назва' },
          { token: owner.token },
        );
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'REVERIFICATION_REQUIRED', fields: { name: expect.any(String) } });
        expect((await sql(h, 'select name, status_id from company where id = ?', [company.id]))[0]).toEqual({
          name: 'ТОВ «Кадри Тест»',
          status_id: status,
        });

        // Fields other than name and code change freely.
        expect(
          (await owner.c.post('/company/updateCompany', { company_id: company.id, services: 'Інше' }, { token: owner.token })).body
            .company_data.status.id,
        ).toBe(status);

        const confirmed = await owner.c.post(
          '/company/updateCompany',
          { company_id: company.id, name: 'Інша назва', confirm_reverification: true },
          { token: owner.token },
        );
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.company_data).toMatchObject({ name: 'Інша назва', status: { id: 2 } });
        const types = (await events(h, company.id)).map((event) => event.type);
        expect(types).toContain('CompanySubmittedForVerification');
        const reverified = (await events(h, company.id)).filter((event) => event.type === 'CompanyEdited').at(-1)!;
        expect(reverified.payload.reverification).toBe(true);
      },
    );

    it('takes only http(s) links as the website: any other scheme is 400 with the field, in every language, and changes nothing', async () => {
      const company = await createCompany(owner);
      const texts = { ru: 'Неверная ссылка', en: 'Invalid link', uk: 'Невірне посилання' };
      for (const website of [
        'javascript:alert(1)',
        ' JavaScript:alert(document.cookie)',
        'javascript://example.com/%0Aalert(1)',
        'vbscript:msgbox(1)',
        'file:///etc/passwd',
        'not a link',
      ])
        for (const [lang, text] of Object.entries(texts)) {
          const res = await owner.c.post('/company/updateCompany', { company_id: company.id, website }, { token: owner.token, lang });
          expect([website, lang, res.status, res.body.code, res.body.fields]).toEqual([
            website,
            lang,
            400,
            'VALIDATION_FAILED',
            { website: text },
          ]);
        }
      expect((await sql(h, 'select website from company where id = ?', [company.id]))[0]!.website).toBe('https://kadry.example.com');
      for (const website of ['http://example.com/about', 'kadry.ua']) {
        const res = await owner.c.post('/company/updateCompany', { company_id: company.id, website }, { token: owner.token });
        expect([website, res.status, res.body.company_data?.website]).toEqual([website, 200, website]);
      }
    });

    it('refuses a code another live company holds, and a wrong check digit', async () => {
      const other = await account(h);
      const held = await createCompany(other);
      const company = await createCompany(owner);
      expect(
        (await owner.c.post('/company/updateCompany', { company_id: company.id, code: held.code }, { token: owner.token })).body.code,
      ).toBe('COMPANY_CODE_TAKEN');
      const wrong = await owner.c.post('/company/updateCompany', { company_id: company.id, code: '14360571' }, { token: owner.token });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields.code).toBe('Неверный код ЕГРПОУ');
      expect((await sql(h, 'select code from company where id = ?', [company.id]))[0]!.code).toBe(company.code);
    });

    it('answers 404 to strangers and 403 COMPANY_FORBIDDEN to an ordinary user, and 200 to a deputy granted company-settings', async () => {
      const company = await createCompany(owner);
      const stranger = await account(h);
      const user = await account(h);
      const deputy = await account(h);
      await addMember(h, company.id, user.id, 'user', ['company-settings']);
      await addMember(h, company.id, deputy.id, 'deputy', ['company-settings']);
      const body = { company_id: company.id, services: 'Змінено' };
      expect((await stranger.c.post('/company/updateCompany', body, { token: stranger.token })).status).toBe(404);
      const forbidden = await user.c.post('/company/updateCompany', body, { token: user.token, lang: 'en' });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toMatchObject({ code: 'COMPANY_FORBIDDEN', msg: 'You have no right to do this in the company' });
      expect((await sql(h, 'select services from company where id = ?', [company.id]))[0]!.services).toBe('Підбір персоналу');
      expect((await deputy.c.post('/company/updateCompany', body, { token: deputy.token })).status).toBe(200);
    });

    it('refuses a missing company_id and an empty name', async () => {
      const company = await createCompany(owner);
      expect((await owner.c.post('/company/updateCompany', { name: 'X' }, { token: owner.token })).body.fields.company_id).toBe(
        'Обязательное поле',
      );
      expect(
        (await owner.c.post('/company/updateCompany', { company_id: company.id, name: '' }, { token: owner.token })).body.fields.name,
      ).toBe('Обязательное поле');
    });

    it('refuses name or code sent as null with 400 naming the field, in every language, logging no error and changing nothing', async () => {
      const company = await createCompany(owner);
      const errors = jest.spyOn(Logger.prototype, 'error');
      try {
        for (const [field, lang, msg] of [
          ['name', 'en', 'Required field'],
          ['code', 'ru', 'Обязательное поле'],
          ['name', 'uk', "Обов'язкове поле"],
        ] as const) {
          const res = await owner.c.post('/company/updateCompany', { company_id: company.id, [field]: null }, { token: owner.token, lang });
          expect([res.status, res.body.code, res.body.fields]).toEqual([400, 'VALIDATION_FAILED', { [field]: msg }]);
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
      expect(await sql(h, 'select name, code from company where id = ?', [company.id])).toEqual([
        { name: 'ТОВ «Кадри Тест»', code: company.code },
      ]);
    });

    it('stores names without bidi, zero-width and control characters, and refuses a name of nothing else as empty', async () => {
      const created = await createCompany(owner, {
        name: 'ТОВ \u202eирдаК\u200b\u0007Тест',
        companyBrand: '\u2066Kadry\u2069',
        services: 'Підбір\r\nперсоналу\u200b',
      });
      expect(await sql(h, 'select name, company_brand, services from company where id = ?', [created.id])).toEqual([
        { name: 'ТОВ ирдаК Тест', company_brand: 'Kadry', services: 'Підбір\nперсоналу' },
      ]);
      const renamed = await owner.c.post(
        '/company/updateCompany',
        { company_id: created.id, name: '\u200fКадри\u0085 Плюс' },
        { token: owner.token },
      );
      expect(renamed.status).toBe(200);
      expect(renamed.body.company_data.name).toBe('Кадри  Плюс');
      for (const body of [
        { ...companyBody(), name: '\u202e\u200b\u0007' },
        { company_id: created.id, name: '\u202e\u200b\u0007 ' },
      ]) {
        const res = await owner.c.post(body.company_id ? '/company/updateCompany' : '/company/createCompany', body, {
          token: owner.token,
          lang: 'en',
        });
        expect([res.status, res.body.code, res.body.fields]).toEqual([400, 'VALIDATION_FAILED', { name: 'Required field' }]);
      }
      expect((await sql(h, 'select name from company where id = ?', [created.id]))[0]!.name).toBe('Кадри  Плюс');
    });

    it('refuses 00000000, whose control digit fits, as a wrong code', async () => {
      const company = await createCompany(owner);
      for (const [path, body] of [
        ['/company/createCompany', companyBody({ code: '00000000' })],
        ['/company/updateCompany', { company_id: company.id, code: 0 }],
      ] as const) {
        const res = await owner.c.post(path, body, { token: owner.token });
        expect([res.status, res.body.code, res.body.fields]).toEqual([400, 'VALIDATION_FAILED', { code: 'Неверный код ЕГРПОУ' }]);
      }
      expect((await sql(h, 'select code from company where id = ?', [company.id]))[0]!.code).toBe(company.code);
    });
  });

  describe('loginCompany / logoutCompany and user_data.company', () => {
    it("makes a company the session's active company, clears it, and a new session continues with the last choice", async () => {
      const me = await account(h);
      const company = await createCompany(me, { name: 'Active Co' });
      const info = async (token: string) => (await me.c.get('/profile/get_userInfo', { token })).body.user_data;
      // Registering made it active already (createCompany above); start from an explicit logout.
      expect((await me.c.post('/company/logoutCompany', {}, { token: me.token })).status).toBe(200);
      expect((await info(me.token)).company).toBeNull();

      const login = await me.c.post('/company/loginCompany', { company_id: company.id }, { token: me.token, lang: 'en' });
      expect(login.status).toBe(200);
      expect(login.body.company).toEqual({
        id: company.id,
        name: 'Active Co',
        status: { id: 1, name: 'Registered' },
        user: { role: { id: 1, name: 'Owner', code: 'owner' } },
        rejection: null,
        actions: [
          ...['view', 'login', 'edit', 'manageFiles', 'submit', 'archive', 'restore', 'delete', 'transfer', 'manageMembers', 'vacancies'],
          ...[
            'editProfile',
            'manageDepartments',
            'manageAddresses',
            'publishVacancies',
            'manageCandidates',
            'viewCandidates',
            'manageCatalogues',
            'manageHrDocuments',
            'viewReports',
          ],
        ],
        onboarding_step: 2,
        verification_sla_minutes: 120,
      });
      expect((await info(me.token)).company).toMatchObject({ id: company.id, status: { id: 1 }, user: { role: { code: 'owner' } } });
      expect((await me.c.get('/company/get_companyInfo', { token: me.token })).body.company_data.id).toBe(company.id);

      expect((await me.c.post('/company/logoutCompany', {}, { token: me.token })).status).toBe(200);
      expect((await info(me.token)).company).toBeNull();

      await me.c.post('/company/loginCompany', { company_id: company.id }, { token: me.token });
      const second = await me.c.post('/profile/loginUser', { email: me.email, password: 'Correct-Horse-1' });
      expect(second.body.user_data.company).toMatchObject({ id: company.id });
    });

    it('refuses a company the caller is no member of', async () => {
      const me = await account(h);
      const foreign = await createCompany(owner);
      const res = await me.c.post('/company/loginCompany', { company_id: foreign.id }, { token: me.token });
      expect(res.status).toBe(404);
      expect((await me.c.get('/profile/get_userInfo', { token: me.token })).body.user_data.company).toBeNull();
      expect((await me.c.post('/company/loginCompany', {}, { token: me.token })).body.fields.company_id).toBe('Обязательное поле');
    });
  });
});
