import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next, { type i18n } from 'i18next';
import { highlight, hitResults, searchEntries, type SearchEntry } from './search';

const ENTRIES: SearchEntry[] = [
  { id: '1', label: 'Главная', href: '/' },
  { id: '13', label: 'Мой календарь', href: '/my-calendar' },
  { id: '12', label: 'Моя компания', href: '/my-company' },
  { id: 'companies', label: 'Мои компании', href: '/companies' },
  { id: 'region', label: 'Язык и регион', href: '/settings/region', context: 'Настройки' },
  { id: 'dup', label: 'Главная', href: '/' },
];

describe('quick search over the pages that exist', () => {
  it('finds names containing the query, case-insensitively, starts first', () => {
    expect(searchEntries(ENTRIES, 'КОМП').map((r) => r.href)).toEqual(['/my-company', '/companies']);
    expect(searchEntries(ENTRIES, 'мо').map((r) => r.href)).toEqual(['/my-calendar', '/my-company', '/companies']);
    expect(searchEntries(ENTRIES, 'ион').map((r) => r.href)).toEqual(['/settings/region']);
  });

  it('needs one character, and lists a page once', () => {
    expect(searchEntries(ENTRIES, '   ')).toEqual([]);
    expect(searchEntries(ENTRIES, 'г').filter((r) => r.href === '/')).toHaveLength(1);
  });

  it('finds nothing rather than inventing', () => {
    expect(searchEntries(ENTRIES, 'вакансия')).toEqual([]);
  });

  it('marks every match in the label', () => {
    expect(highlight('Мои компании', 'и')).toEqual([
      { text: 'Мо', match: false },
      { text: 'и', match: true },
      { text: ' компан', match: false },
      { text: 'и', match: true },
      { text: 'и', match: true },
    ]);
    expect(highlight('Главная', 'ГЛАВ')).toEqual([
      { text: 'Глав', match: true },
      { text: 'ная', match: false },
    ]);
    expect(highlight('Ёлка', 'ел')).toEqual([
      { text: 'Ёл', match: true },
      { text: 'ка', match: false },
    ]);
  });
});

describe('the result count in Russian plural forms (1 / 2-4 / 5+)', () => {
  let ru: i18n;
  let en: i18n;
  let uk: i18n;
  beforeAll(async () => {
    const load = async (lng: string) => {
      const shell = (await import(`../../locales/${lng}/shell.json`, { with: { type: 'json' } })).default;
      const instance = i18next.createInstance();
      await instance.init({ lng, resources: { [lng]: { shell } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
      return instance;
    };
    [ru, en, uk] = await Promise.all([load('ru'), load('en'), load('uk')]);
  });

  it.each([
    [1, 'Найден 1 результат'],
    [2, 'Найдено 2 результата'],
    [4, 'Найдено 4 результата'],
    [5, 'Найдено 5 результатов'],
    [11, 'Найдено 11 результатов'],
    [21, 'Найден 21 результат'],
    [22, 'Найдено 22 результата'],
  ])('ru %d → %s', (count, text) => {
    expect(ru.t('shell:search.count', { count })).toBe(text);
  });

  it('en and uk have their own forms', () => {
    expect(en.t('shell:search.count', { count: 1 })).toBe('1 result found');
    expect(en.t('shell:search.count', { count: 3 })).toBe('3 results found');
    expect(uk.t('shell:search.count', { count: 1 })).toBe('Знайдено 1 результат');
    expect(uk.t('shell:search.count', { count: 3 })).toBe('Знайдено 3 результати');
    expect(uk.t('shell:search.count', { count: 7 })).toBe('Знайдено 7 результатів');
  });
});

describe("the server's finds in the quick search", () => {
  const kind = (name: string) => `kind:${name}`;
  it('link each kind to the screen that shows it and mark the match', () => {
    const results = hitResults(
      [
        { kind: 'company', id: 'c1', name: 'ТОВ «Зоря»' },
        { kind: 'vacancy', id: 'v1', name: 'Бухгалтер', number: 12, status: 'draft', company_id: 'c1' },
        { kind: 'vacancy', id: 'v2', name: '', number: 120, status: 'published', company_id: 'c1' },
        { kind: 'colleague', id: 'u1', name: 'Бондар Ірина' },
        { kind: 'department', id: 'd1', name: 'Відділ продажів' },
        { kind: 'candidate', id: 'k1', name: 'Коваль Олена' },
      ],
      '12',
      kind,
    );
    expect(results.map((result) => [result.label, result.href, result.context])).toEqual([
      ['ТОВ «Зоря»', '/companies', 'kind:company'],
      ['Бухгалтер (№ 12)', '/add-vacancy?vacancy=v1', 'kind:vacancy'],
      ['№ 120', '/vacancy-approval/c1/v2', 'kind:vacancy'],
      ['Бондар Ірина', '/company-users', 'kind:colleague'],
      ['Відділ продажів', '/my-company', 'kind:department'],
      ['Коваль Олена', '/personne/candidate/k1', 'kind:candidate'],
    ]);
    expect(results[1]!.segments).toEqual([
      { text: 'Бухгалтер (№ ', match: false },
      { text: '12', match: true },
      { text: ')', match: false },
    ]);
    // Every colleague stays a result of its own, though they open the same screen.
    expect(
      new Set(
        hitResults(
          [
            { kind: 'colleague', id: 'a', name: 'А' },
            { kind: 'colleague', id: 'b', name: 'Б' },
          ],
          'а',
          kind,
        ).map((r) => r.id),
      ).size,
    ).toBe(2);
    // A colleague opens the members page only for whom it opens: anyone else is shown the company.
    expect(hitResults([{ kind: 'colleague', id: 'a', name: 'Анна' }], 'ан', kind, '/my-company')[0]!.href).toBe('/my-company');
  });
});
