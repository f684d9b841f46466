import { MikroORM } from '@mikro-orm/postgresql';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import { client, type Harness, sql, uniqueEmail, uniquePhone, useHarness } from '../../support/harness.js';
import { confirmPhone, PASSWORD, profileBody, signUp, withProfile } from './support.js';

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

describe('the personal profile', () => {
  let h: Harness;
  useHarness((started) => (h = started));

  const userRow = async (id: string) => (await sql(h, 'select * from identity_user where id = ?', [id]))[0]!;

  describe('POST /profile/profileCreate', () => {
    it('creates the profile with the phone in its normal form', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      const res = await c.post(
        '/profile/profileCreate',
        {
          lname: ' Коваленко ',
          name: 'Олена',
          sname: '',
          birth_date: '1990-05-17',
          gender_id: '2',
          phone: `+38 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`,
        },
        { token: account.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.user_data).toMatchObject({
        lname: 'Коваленко',
        name: 'Олена',
        sname: null,
        birth_date: '1990-05-17',
        gender_id: 2,
        phone,
        tel: `+38${phone}`,
        is_confirm_phone: 0,
        is_profile_created: 1,
      });
    });

    it('accepts a form-encoded body', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const res = await request(h.app.getHttpServer())
        .post('/api/v2/profile/profileCreate')
        .set('userToken', account.token)
        .type('form')
        .send(`lname=A&name=B&birth_date=1980-01-01&gender_id=1&phone=${uniquePhone()}`);
      expect(res.status).toBe(200);
      expect(res.body.user_data.gender_id).toBe(1);
    });

    it('validates with the texts of spec §5 in ru, en and uk, and changes nothing', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const ru = await c.post('/profile/profileCreate', {}, { token: account.token });
      expect(ru.status).toBe(400);
      expect(ru.body.fields).toEqual({
        lname: 'Обязательное поле',
        name: 'Обязательное поле',
        birth_date: 'Обязательное поле',
        gender_id: 'Обязательное поле',
        phone: 'Обязательное поле',
      });
      const bad = profileBody({ phone: '+38 099 123', birth_date: '1899-12-31', lname: 'x'.repeat(101) });
      expect((await c.post('/profile/profileCreate', bad, { token: account.token })).body.fields).toEqual({
        phone: 'Некорректный телефон',
        birth_date: 'Некорректная дата',
        lname: 'Длина поля превышена',
      });
      const en = await c.post('/profile/profileCreate', profileBody({ phone: 'abc', birth_date: '2999-01-01' }), {
        token: account.token,
        lang: 'en',
      });
      expect(en.body.fields).toEqual({ phone: 'Invalid phone number', birth_date: 'Invalid date' });
      const uk = await c.post('/profile/profileCreate', profileBody({ birth_date: '1990-02-30', gender_id: 'x' }), {
        token: account.token,
        lang: 'uk',
      });
      expect(uk.body.fields).toEqual({ birth_date: 'Некоректна дата', gender_id: 'Значення має бути числом' });
      const unknownGender = await c.post('/profile/profileCreate', profileBody({ gender_id: 9 }), { token: account.token });
      expect(unknownGender.body.fields).toEqual({ gender_id: 'Некорректное значение' });

      expect(await userRow(account.id)).toMatchObject({ profile_created_at: null, lname: null, phone: null });
    });

    it('happens once: a second call is 409 PROFILE_ALREADY_CREATED', async () => {
      const c = client(h);
      const account = await withProfile(h, c);
      const again = await c.post('/profile/profileCreate', profileBody({ lname: 'Other' }), { token: account.token });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'PROFILE_ALREADY_CREATED', msg: 'Профиль уже создан' });
      expect((await userRow(account.id)).lname).toBe('Коваленко');
    });

    it("accepts, unconfirmed, a phone another account confirmed (no answer tells whose it is), and the user's own confirmed phone stays locked", async () => {
      const c = client(h);
      const owner = await signUp(h, c);
      const phone = uniquePhone();
      await confirmPhone(h, c, owner.token, phone);

      const other = await signUp(h, c);
      const taken = await c.post('/profile/profileCreate', profileBody({ phone }), { token: other.token });
      expect(taken.status).toBe(200);
      expect(taken.body.user_data).toMatchObject({ phone, is_confirm_phone: 0 });

      const locked = await c.post('/profile/profileCreate', profileBody({ phone: uniquePhone() }), { token: owner.token });
      expect(locked.status).toBe(409);
      expect(locked.body).toMatchObject({ code: 'PHONE_LOCKED', msg: 'Подтверждённый телефон нельзя изменить' });
      const kept = await c.post('/profile/profileCreate', profileBody({ phone }), { token: owner.token });
      expect(kept.status).toBe(200);
      expect(kept.body.user_data).toMatchObject({ phone, is_confirm_phone: 1, is_profile_created: 1 });
    });

    it('needs a session', async () => {
      expect((await client(h).post('/profile/profileCreate', profileBody())).status).toBe(401);
    });
  });

  describe('POST /profile/updateProfile', () => {
    it('saves the whole profile with extra contacts and socials', async () => {
      const c = client(h);
      const account = await withProfile(h, c);
      const phone = uniquePhone();
      const extra = [uniquePhone(), uniquePhone()];
      const res = await c.post(
        '/profile/updateProfile',
        {
          ...profileBody({ lname: 'Шевченко', phone }),
          email: account.email.toUpperCase(),
          otherEmails: ['Work@Example.com', 'home@example.com'],
          otherPhones: [`+38${extra[0]}`, `38 ${extra[1]}`],
          socials: [
            { type: 1, name: 'https://t.me/olena' },
            { type: 5, name: 'https://linkedin.com/in/olena' },
          ],
        },
        { token: account.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.user_data).toMatchObject({
        lname: 'Шевченко',
        phone,
        email: account.email,
        otherEmails: ['work@example.com', 'home@example.com'],
        otherPhones: extra,
        socials: [
          { type: 1, name: 'https://t.me/olena' },
          { type: 5, name: 'https://linkedin.com/in/olena' },
        ],
      });
      // Sending the lists empty clears them.
      const cleared = await c.post(
        '/profile/updateProfile',
        { ...profileBody({ phone }), otherEmails: [], otherPhones: [], socials: [] },
        { token: account.token },
      );
      expect(cleared.body.user_data).toMatchObject({ otherEmails: [], otherPhones: [], socials: [] });
    });

    it('keeps the limits: 3 extra e-mails, 3 extra phones, 4 socials, each with type and link', async () => {
      const c = client(h);
      const account = await withProfile(h, c);
      const before = await userRow(account.id);
      const res = await c.post(
        '/profile/updateProfile',
        {
          ...profileBody(),
          otherEmails: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io'],
          otherPhones: [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()],
          socials: [
            { type: 1, name: 'a' },
            { type: 2, name: 'b' },
            { type: 3, name: 'c' },
            { type: 4, name: 'd' },
            { type: 5, name: 'e' },
          ],
        },
        { token: account.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        otherEmails: 'Превышено количество',
        otherPhones: 'Превышено количество',
        socials: 'Превышено количество',
      });

      const rows = await c.post(
        '/profile/updateProfile',
        { ...profileBody(), socials: [{ type: 1 }, { name: 'https://x.io' }, { type: 99, name: 'x' }] },
        { token: account.token },
      );
      expect(rows.body.fields).toEqual({ 'socials.0.name': 'Обязательное поле', 'socials.1.type': 'Обязательное поле' });
      const unknownType = await c.post(
        '/profile/updateProfile',
        { ...profileBody(), socials: [{ type: 99, name: 'x' }] },
        { token: account.token },
      );
      expect(unknownType.body.fields).toEqual({ 'socials.0.type': 'Некорректное значение' });
      const badContacts = await c.post(
        '/profile/updateProfile',
        { ...profileBody(), otherEmails: ['nope'], otherPhones: ['123'] },
        { token: account.token, lang: 'en' },
      );
      expect(badContacts.body.fields).toEqual({ otherEmails: 'Invalid field format', otherPhones: 'Invalid phone number' });
      const dup = await c.post('/profile/updateProfile', { ...profileBody(), otherEmails: [account.email] }, { token: account.token });
      expect(dup.body.fields).toEqual({ otherEmails: 'Значение повторяется' });

      expect(await userRow(account.id)).toEqual(before);
    });

    it('keeps the e-mail read-only and a confirmed phone locked', async () => {
      const c = client(h);
      const account = await withProfile(h, c);
      const email = await c.post(
        '/profile/updateProfile',
        { ...profileBody({ phone: account.phone }), email: uniqueEmail() },
        { token: account.token },
      );
      expect(email.status).toBe(400);
      expect(email.body.fields).toEqual({ email: 'Поле нельзя изменить' });

      await confirmPhone(h, c, account.token, account.phone);
      const locked = await c.post('/profile/updateProfile', profileBody({ phone: uniquePhone() }), { token: account.token });
      expect(locked.status).toBe(409);
      expect(locked.body.code).toBe('PHONE_LOCKED');
      const sameNumber = await c.post('/profile/updateProfile', profileBody({ phone: `+38${account.phone}`, name: 'Ірина' }), {
        token: account.token,
      });
      expect(sameNumber.status).toBe(200);
      expect(sameNumber.body.user_data).toMatchObject({ name: 'Ірина', phone: account.phone, is_confirm_phone: 1 });
    });

    it('sets only the office presence status, named in the request language', async () => {
      const c = client(h);
      const account = await withProfile(h, c);
      const res = await c.post('/profile/updateProfile', { office_presence_status_id: 2 }, { token: account.token, lang: 'en' });
      expect(res.status).toBe(200);
      expect(res.body.user_data.office_presence_status).toEqual({ id: 2, name: 'Working remotely' });
      expect(res.body.user_data.lname).toBe('Коваленко');
      const ru = await c.get('/profile/get_userInfo', { token: account.token });
      expect(ru.body.user_data.office_presence_status).toEqual({ id: 2, name: 'Работаю удалённо' });
      const unknown = await c.post('/profile/updateProfile', { office_presence_status_id: 77 }, { token: account.token });
      expect(unknown.body.fields).toEqual({ office_presence_status_id: 'Некорректное значение' });
    });

    it('is refused before the profile exists, and to verifiers for office presence', async () => {
      const c = client(h);
      const fresh = await signUp(h, c);
      const early = await c.post('/profile/updateProfile', profileBody(), { token: fresh.token });
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('PROFILE_NOT_CREATED');

      const email = uniqueEmail('verifier');
      await createConfirmedAccount(h.app.get(MikroORM).em.fork(), {
        email,
        password: PASSWORD,
        role: 'verifier',
        profile: { lname: 'V', name: 'V', sname: null, birthDate: '1980-01-01', genderId: 1, phone: uniquePhone() },
      });
      const login = await c.post('/profile/loginUser', { identifier: email, password: PASSWORD });
      expect(login.body.user_data).toMatchObject({ is_verifier: 1, office_presence_status: null });
      const refused = await c.post('/profile/updateProfile', { office_presence_status_id: 1 }, { token: login.body.user_data.token });
      expect(refused.status).toBe(403);
    });

    it('validates the full form and needs a session', async () => {
      const c = client(h);
      const account = await withProfile(h, c);
      expect((await c.post('/profile/updateProfile', { lname: 'Only' }, { token: account.token })).body.fields).toEqual({
        name: 'Обязательное поле',
        birth_date: 'Обязательное поле',
        gender_id: 'Обязательное поле',
        phone: 'Обязательное поле',
      });
      expect((await c.post('/profile/updateProfile', { office_presence_status_id: 1 })).status).toBe(401);
    });
  });

  describe('POST /profile/uploadFile and the avatar route', () => {
    const upload = (token: string | undefined, file: Buffer | undefined, name = 'photo.png', type = 'avatar') => {
      const req = request(h.app.getHttpServer()).post('/api/v2/profile/uploadFile');
      if (token) req.set('userToken', token);
      req.field('type', type);
      if (file) req.attach('file', file, name);
      return req;
    };

    it('stores square renditions of 110 and 330 px and serves them by their unguessable name', async () => {
      const account = await signUp(h);
      const res = await upload(account.token, await png(800, 600));
      expect(res.status).toBe(200);
      const files = res.body.user_data.files as Array<{ type: string; url: string; size: number }>;
      expect(files.map((f) => [f.type, f.size])).toEqual([
        ['avatar', 110],
        ['avatar', 330],
      ]);
      for (const file of files) {
        expect(file.url).toMatch(/^\/api\/v2\/files\/avatars\/[0-9a-f]{32}-(110|330)\.webp$/);
        const image = await request(h.app.getHttpServer())
          .get(file.url)
          .buffer(true)
          .parse((r, done) => {
            const chunks: Buffer[] = [];
            r.on('data', (chunk: Buffer) => chunks.push(chunk));
            r.on('end', () => done(null, Buffer.concat(chunks)));
          });
        expect(image.status).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['content-disposition']).toBe(`inline; filename="avatar-${file.size}.webp"`);
        const meta = await sharp(image.body as Buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', file.size, file.size]);
      }
      // The upload's temporary file is gone; only the renditions stay.
      expect(readdirSync(join(h.config.storageDir, 'tmp'))).toEqual([]);
    });

    it('replaces the previous avatar and deletes its files', async () => {
      const account = await signUp(h);
      const first = (await upload(account.token, await png(200, 200))).body.user_data.files[0].url as string;
      const second = (await upload(account.token, await png(300, 300), 'photo.webp')).body.user_data.files[0].url as string;
      expect(second).not.toBe(first);
      expect((await request(h.app.getHttpServer()).get(first)).status).toBe(404);
      expect((await request(h.app.getHttpServer()).get(second)).status).toBe(200);
    });

    it('answers 415 for what is not a JPEG, PNG or WebP by its bytes, whatever its name', async () => {
      const account = await signUp(h);
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      const res = await upload(account.token, gif, 'avatar.png');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'FILE_TYPE_UNSUPPORTED', msg: 'Поддерживаются только изображения JPEG, PNG и WebP' });
      expect((await upload(account.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.jpg')).status).toBe(415);
      // PNG magic bytes with a broken body.
      const broken = Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(100, 7)]);
      expect((await upload(account.token, broken)).status).toBe(415);
      expect((await client(h).get('/profile/get_userInfo', { token: account.token })).body.user_data.files).toEqual([]);
    });

    it('answers 413 above 5 MB', async () => {
      const account = await signUp(h);
      const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1, 0)]);
      const res = await upload(account.token, big);
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('FILE_TOO_LARGE');
      expect(readdirSync(join(h.config.storageDir, 'tmp'))).toEqual([]);
    });

    it('needs a file, the avatar type and a session, and leaves no temporary file behind', async () => {
      const account = await signUp(h);
      const none = await upload(account.token, undefined);
      expect(none.status).toBe(400);
      expect(none.body.fields).toEqual({ file: 'Обязательное поле' });
      const other = await upload(account.token, await png(20, 20), 'x.png', 'passport');
      expect(other.body.fields).toEqual({ type: 'Некорректное значение' });
      const anonymous = await upload(undefined, await png(20, 20));
      expect(anonymous.status).toBe(401);
      expect(readdirSync(join(h.config.storageDir, 'tmp'))).toEqual([]);
    });

    it('serves nothing but avatar names', async () => {
      for (const path of [
        '/api/v2/files/avatars/nothing.webp',
        '/api/v2/files/avatars/..%2F..%2Fetc%2Fpasswd',
        `/api/v2/files/avatars/${'a'.repeat(32)}-999.webp`,
      ]) {
        const res = await request(h.app.getHttpServer()).get(path);
        expect(res.status).toBe(404);
      }
    });
  });

  describe('POST /set_step', () => {
    it('remembers the step', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      expect((await c.post('/set_step/', { step: 7 }, { token: account.token })).status).toBe(200);
      expect((await c.get('/profile/get_userInfo', { token: account.token })).body.user_data.step).toBe(7);
      const form = await request(h.app.getHttpServer())
        .post('/api/v2/set_step')
        .set('userToken', account.token)
        .type('form')
        .send('step=4');
      expect(form.status).toBe(200);
      expect((await c.get('/profile/get_userInfo', { token: account.token })).body.user_data.step).toBe(4);
    });

    it('refuses a missing or wrong step and anonymous callers', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      expect((await c.post('/set_step', {}, { token: account.token })).body.fields).toEqual({ step: 'Обязательное поле' });
      expect((await c.post('/set_step', { step: 'x' }, { token: account.token })).body.fields).toEqual({
        step: 'Значение должно быть числом',
      });
      expect((await c.post('/set_step', { step: -1 }, { token: account.token })).body.fields).toEqual({ step: 'Некорректное значение' });
      expect((await c.post('/set_step', { step: 1 })).status).toBe(401);
    });
  });
});
