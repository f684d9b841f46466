import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { importStreets } from '../../../src/catalogue/commands/streets.js';
import { type CatalogueHarness, startCatalogue } from './catalogue.support.js';

const run = promisify(execFile);
const SAMPLE = 'data/streets/sample.csv';

describe('catalogue places: get_list_cities, get_list_street, streets import and add, get_uniwersytet', () => {
  let h: CatalogueHarness;
  let token: string;
  beforeAll(async () => {
    h = await startCatalogue();
    ({ token } = await h.signIn());
  });
  afterAll(async () => {
    await h?.close();
  });

  const cities = async (citi: string, lang?: string) => {
    const res = await h.get(`/get_list_cities?citi=${encodeURIComponent(citi)}`, token, lang).expect(200);
    return res.body.data as { id: number; name: string; description: string; kind: string; code: string }[];
  };

  describe('get_list_cities', () => {
    it('has every settlement of the codifier', async () => {
      const [{ n }] = await h.sql<{ n: number }>('select count(*)::int as n from catalogue_city');
      expect(n).toBe(2 + 461 + 2007 + 27237);
    });

    it('finds Kyiv first, before villages of the same name', async () => {
      const found = await cities('Київ');
      // A Russian reader gets the description's common words in Russian; the names stay the codifier's.
      expect(found[0]).toMatchObject({ name: 'Київ', kind: 'K', description: 'город со специальным статусом' });
      const village = found.find((city) => city.name === 'Київ' && city.kind === 'C');
      expect(village?.description).toBe('Прибузька территориальная громада, Вознесенський район, Миколаївська область');
      const uk = await cities('Київ', 'uk');
      expect(uk[0]).toMatchObject({ name: 'Київ', description: 'місто зі спеціальним статусом' });
      expect(uk.find((city) => city.name === 'Київ' && city.kind === 'C')?.description).toBe(
        'Прибузька територіальна громада, Вознесенський район, Миколаївська область',
      );
    });

    it('finds Біла Церква in any letter case, with its hromada, raion and region', async () => {
      for (const typed of ['Біла Церква', 'біла церква', 'БІЛА ЦЕРКВА', 'біла ц']) {
        const [first] = await cities(typed);
        expect(first).toMatchObject({
          name: 'Біла Церква',
          kind: 'M',
          description: 'Білоцерківська территориальная громада, Білоцерківський район, Київська область',
        });
      }
    });

    it.each(['Кам’янець-Подільський', "Кам'янець-Подільський", 'Камʼянець-Подільський', 'камянець-под'])(
      'finds Кам’янець-Подільський typed as %s',
      async (typed) => {
        const [first] = await cities(typed);
        expect(first).toMatchObject({ name: 'Кам’янець-Подільський', kind: 'M' });
        expect(first!.description).toContain('Хмельницька область');
      },
    );

    it('finds Запоріжжя typed in Latin letters, and answers English names in English', async () => {
      const [first] = await cities('Zaporizhzhia');
      expect(first).toMatchObject({ name: 'Запоріжжя', kind: 'M' });
      const [en] = await cities('zaporizhzhia', 'en');
      expect(en).toMatchObject({ name: 'Zaporizhzhia', description: 'Zaporizka hromada, Zaporizkyi raion, Zaporizka oblast' });
      const [ru] = await cities('Запоріжжя', 'ru');
      expect(ru!.name).toBe('Запоріжжя');
    });

    it.each([
      ['Киев', 'Київ', 'K'],
      ['киев', 'Київ', 'K'],
      ['Kiev', 'Київ', 'K'],
      ['Kyiv', 'Київ', 'K'],
      ['Харьков', 'Харків', 'M'],
      ['Львов', 'Львів', 'M'],
      ['Одесса', 'Одеса', 'M'],
      ['Odessa', 'Одеса', 'M'],
      ['Днепр', 'Дніпро', 'M'],
      ['Запорожье', 'Запоріжжя', 'M'],
      ['Николаев', 'Миколаїв', 'M'],
      ['Белая Церковь', 'Біла Церква', 'M'],
      ['Винница', 'Вінниця', 'M'],
      ['Черкассы', 'Черкаси', 'M'],
      ['Хмельницкий', 'Хмельницький', 'M'],
      ['Луцк', 'Луцьк', 'M'],
      ['Каменец-Подольский', 'Кам’янець-Подільський', 'M'],
    ])('finds a city by its Russian or Latin name: %s is %s', async (typed, name, kind) => {
      const [first] = await cities(typed);
      expect(first).toMatchObject({ name, kind });
    });

    it('ranks the city a Russian name names before the villages that merely contain it', async () => {
      const found = await cities('Киев');
      expect(found[0]).toMatchObject({ name: 'Київ', kind: 'K' });
      // A Russian prefix, typed as the field searches while one types, finds the city too.
      expect((await cities('Харьк'))[0]).toMatchObject({ name: 'Харків', kind: 'M' });
      expect((await cities('Kharkov', 'en'))[0]).toMatchObject({ name: 'Kharkiv' });
    });

    it('answers nothing under 3 characters, and refuses a too long text', async () => {
      expect(await cities('Ки')).toEqual([]);
      expect(await cities('')).toEqual([]);
      expect(await cities("К'и")).toEqual([]);
      expect((await cities('Киї')).length).toBeGreaterThan(0);
      const long = await h.get(`/get_list_cities?citi=${'a'.repeat(101)}`, token, 'en').expect(400);
      expect(long.body.fields).toEqual({ citi: 'Field length exceeded' });
      expect((await cities('%%%')).length).toBe(0);
    });

    it('needs a session', async () => {
      await h.get('/get_list_cities?citi=Київ').expect(401);
    });
  });

  describe('streets', () => {
    let kyiv: number;
    let bilaTserkva: number;
    beforeAll(async () => {
      kyiv = (await h.sql<{ id: number }>("select id from catalogue_city where code = 'UA80000000000093317'"))[0]!.id;
      bilaTserkva = (await h.sql<{ id: number }>("select id from catalogue_city where code = 'UA32020010010081183'"))[0]!.id;
    });

    it('imports the sample file twice without doubling anything', async () => {
      const csv = readFileSync(SAMPLE, 'utf8');
      const first = await importStreets(h.em(), csv);
      expect(first).toEqual({ read: 9, added: 7, unknownCities: 1, skipped: 2 });
      const count = async () => (await h.sql<{ n: number }>('select count(*)::int as n from catalogue_street'))[0]!.n;
      const after = await count();
      expect(await importStreets(h.em(), csv)).toEqual({ read: 9, added: 0, unknownCities: 1, skipped: 2 });
      expect(await count()).toBe(after);
    });

    it('runs as the CLI command npm run cli -- catalogue:import-streets FILE', async () => {
      const result = await run(process.execPath, ['dist/src/cli.js', 'catalogue:import-streets', SAMPLE], {
        env: { ...process.env, DATABASE_URL: h.databaseUrl, LOG_LEVEL: 'warn' },
      });
      expect(result.stdout).toContain('0 added');
      const missing = await run(process.execPath, ['dist/src/cli.js', 'catalogue:import-streets'], {
        env: { ...process.env, DATABASE_URL: h.databaseUrl },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(missing).toMatchObject({ code: 2 });
    });

    it('searches within the chosen city from 3 characters, as street_ref and name_ua', async () => {
      const res = await h.get(`/get_list_street?id_city=${kyiv}&street=${encodeURIComponent('хрещ')}`, token).expect(200);
      expect(res.body.data).toEqual([{ street_ref: expect.any(Number), name_ua: 'вулиця Хрещатик', id_city: kyiv }]);
      const other = await h.get(`/get_list_street?id_city=${bilaTserkva}&street=${encodeURIComponent('хрещ')}`, token).expect(200);
      expect(other.body.data).toEqual([]);
      const short = await h.get(`/get_list_street?id_city=${kyiv}&street=${encodeURIComponent('ву')}`, token).expect(200);
      expect(short.body.data).toEqual([]);
      const caseless = await h.get(`/get_list_street?id_city=${bilaTserkva}&street=${encodeURIComponent('ЯРОСЛАВА')}`, token).expect(200);
      expect(caseless.body.data.map((street: { name_ua: string }) => street.name_ua)).toEqual(['вулиця Ярослава Мудрого']);
    });

    it('refuses a missing or unknown city', async () => {
      expect((await h.get('/get_list_street?street=abc', token).expect(400)).body.fields).toEqual({ id_city: 'Обязательное поле' });
      expect((await h.get('/get_list_street?id_city=abc&street=abc', token).expect(400)).body.fields).toEqual({
        id_city: 'Значение должно быть числом',
      });
      expect((await h.get('/get_list_street?id_city=999999999&street=abc', token, 'en').expect(404)).body).toMatchObject({
        code: 'CATALOGUE_CITY_NOT_FOUND',
        msg: 'City not found',
      });
    });

    it('adds a street a user misses as their own (local) item, with the duplicate rule within the city', async () => {
      const name = 'вулиця Січових Стрільців';
      const added = await h.post('/add_field_table', { name, list: 'streets', id_city: kyiv }, token).expect(200);
      expect(added.body.data).toMatchObject({ name_ua: name, id_city: kyiv });
      const own = await h.get(`/get_list_street?id_city=${kyiv}&street=${encodeURIComponent('січових')}`, token).expect(200);
      expect(own.body.data).toEqual([{ street_ref: added.body.data.street_ref, name_ua: name, id_city: kyiv }]);
      const again = await h
        .post('/add_field_table', { name: '  ВУЛИЦЯ Січових   стрільців ', list: 'streets', id_city: kyiv }, token)
        .expect(409);
      expect(again.body).toMatchObject({ code: 'CATALOGUE_DUPLICATE', msg: 'Это название уже существует в базе данных' });
      // Another user does not see it, and may add the same street as theirs.
      const other = await h.signIn();
      const unseen = await h.get(`/get_list_street?id_city=${kyiv}&street=${encodeURIComponent('січових')}`, other.token).expect(200);
      expect(unseen.body.data).toEqual([]);
      const theirs = await h.post('/add_field_table', { name, list: 'streets', id_city: kyiv }, other.token).expect(200);
      expect(theirs.body.data.street_ref).not.toBe(added.body.data.street_ref);
      await h.post('/add_field_table', { name, list: 'streets', id_city: bilaTserkva }, other.token).expect(200);
      // An imported street is everyone's: adding it again is the duplicate rule.
      expect(
        (await h.post('/add_field_table', { name: 'Вулиця хрещатик', list: 'streets', id_city: kyiv }, other.token).expect(409)).body.code,
      ).toBe('CATALOGUE_DUPLICATE');
      expect((await h.post('/add_field_table', { name: 'вулиця Нова', list: 'streets' }, token).expect(400)).body.fields).toEqual({
        id_city: 'Обязательное поле',
      });
      await h.post('/add_field_table', { name: 'вулиця Нова', list: 'streets', id_city: 999999999 }, token).expect(404);
      // The import leaves user-added streets alone, and a street it brings later shows once.
      await importStreets(h.em(), `UA80000000000093317;${name}\n`);
      const rows = await h.sql<{ source: string }>('select source from catalogue_street where name_ua = ? and city_id = ? order by id', [
        name,
        kyiv,
      ]);
      expect(rows.map((row) => row.source)).toEqual(['user', 'user', 'import']);
      const once = await h.get(`/get_list_street?id_city=${kyiv}&street=${encodeURIComponent('січових')}`, token).expect(200);
      expect(once.body.data).toEqual([expect.objectContaining({ name_ua: name })]);
      expect(once.body.data[0].street_ref).not.toBe(added.body.data.street_ref);
    });
  });

  describe('get_uniwersytet', () => {
    it('answers every university as id_university and name_university in the request language', async () => {
      const res = await h.get('/get_uniwersytet', token, 'uk').expect(200);
      expect(res.body.data).toHaveLength(3);
      expect(res.body.data[0]).toEqual({
        id_university: 1,
        name_university: 'Київський національний університет імені Тараса Шевченка',
        city: 'Київ',
      });
      const en = await h.get('/get_uniwersytet', token, 'en').expect(200);
      expect(en.body.data.map((u: { name_university: string }) => u.name_university)).toContain('Ivan Franko National University of Lviv');
    });

    it('searches by any language of the name from 3 characters', async () => {
      const lviv = await h.get(`/get_uniwersytet?name=${encodeURIComponent('франк')}`, token, 'uk').expect(200);
      expect(lviv.body.data.map((u: { id_university: number }) => u.id_university)).toEqual([3]);
      const latin = await h.get('/get_uniwersytet?name=sikorsky', token, 'uk').expect(200);
      expect(latin.body.data.map((u: { id_university: number }) => u.id_university)).toEqual([2]);
      expect((await h.get('/get_uniwersytet?name=ки', token).expect(200)).body.data).toHaveLength(3);
    });

    it('sends an ETag', async () => {
      const first = await h.get('/get_uniwersytet', token).expect(200);
      const again = await h.get('/get_uniwersytet', token).set('If-None-Match', first.headers.etag as string);
      expect(again.status).toBe(304);
    });
  });
});
