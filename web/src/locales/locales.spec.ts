import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { NOTICE_KINDS } from '../../../src/shared/contract/notices';
import { noticeText } from '../features/notices/list/format';

const LANGUAGES = ['ru', 'en', 'uk'] as const;
const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'errors',
  'onboarding',
  'dev',
  'home',
  'settings',
  'companies',
  'members',
  'companies-list',
  'companySetup',
  'company-profile',
  'back-office',
  'file-viewer',
  'positions-short',
  'positions',
  'vacancies',
  'notices',
  'notice-settings',
  'recruiting',
  'workspace',
] as const;
type Flat = Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Flat {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  const all: Flat = {};
  for (const [key, child] of Object.entries(value)) Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key));
  return all;
}

const placeholders = (text: unknown) => (typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : []);

// Dynamic import with an explicit JSON attribute: the swc transform drops attributes of static imports.
const locales = {} as Record<(typeof LANGUAGES)[number], Record<(typeof NAMESPACES)[number], Flat>>;
beforeAll(async () => {
  for (const language of LANGUAGES) {
    locales[language] = {} as Record<(typeof NAMESPACES)[number], Flat>;
    for (const ns of NAMESPACES) {
      const module: { default: unknown } = await import(`./${language}/${ns}.json`, { with: { type: 'json' } });
      locales[language][ns] = flatten(module.default);
    }
  }
});

describe('translations', () => {
  it.each(['en', 'uk'] as const)('%s has exactly the Russian keys, each a non-empty string with the same placeholders', (language) => {
    for (const ns of NAMESPACES) {
      const flat = locales[language][ns];
      const reference = locales.ru[ns];
      expect([ns, Object.keys(flat).sort()]).toEqual([ns, Object.keys(reference).sort()]);
      for (const [key, text] of Object.entries(flat)) {
        expect([key, typeof text === 'string' && text.trim() !== '']).toEqual([key, true]);
        expect([key, placeholders(text)]).toEqual([key, placeholders(reference[key])]);
      }
    }
  });

  it('writes Russian in Russian: no letter only Ukrainian has (і, ї, є, ґ) in a Russian text', () => {
    // The spec's 'Не валидний адрес!' and 'Эта назва …' are slips: shown spelled in Russian.
    for (const ns of NAMESPACES) {
      for (const [key, text] of Object.entries(locales.ru[ns]))
        expect([ns, key, text, /[іїєґІЇЄҐ]/.test(String(text))]).toEqual([ns, key, text, false]);
    }
  });

  it('says one text per meaning: every required field the same, every e-mail the same', () => {
    const required = { ru: 'Обязательное поле', en: 'Required field', uk: "Обов'язкове поле" };
    const email = { ru: 'Невалидный адрес!', en: 'Invalid e-mail address!', uk: 'Невалідна адреса!' };
    for (const language of LANGUAGES) {
      const all = locales[language];
      for (const [ns, key] of [
        ['common', 'validation.required'],
        ['companies', 'create.codeProblems.required'],
        ['company-profile', 'messages.required'],
        ['company-profile', 'messages.surname'],
        ['company-profile', 'messages.firstName'],
        ['company-profile', 'messages.officeName'],
        ['companySetup', 'admin.rules.surname'],
        ['companySetup', 'admin.rules.tel'],
        ['positions', 'problems.required'],
      ] as const) {
        expect([language, ns, key, all[ns][key]]).toEqual([language, ns, key, required[language]]);
      }
      for (const [ns, key] of [
        ['common', 'validation.email'],
        ['company-profile', 'messages.email'],
        ['companySetup', 'admin.rules.email'],
      ] as const) {
        expect([language, ns, key, all[ns][key]]).toEqual([language, ns, key, email[language]]);
      }
    }
    const russian = Object.values(locales.ru).flatMap((flat) => Object.values(flat).map(String));
    for (const variant of [
      'Поле обязательное',
      'Введите Фамилию!',
      'Пожалуйста, введите фамилию',
      'Не валидний адрес!',
      'бить больше',
      'Перетаскивается',
    ]) {
      expect([variant, russian.filter((text) => text.includes(variant))]).toEqual([variant, []]);
    }
  });

  it('Russian texts are non-empty strings', () => {
    for (const ns of NAMESPACES) {
      for (const [key, text] of Object.entries(locales.ru[ns]))
        expect([key, typeof text === 'string' && text.trim() !== '']).toEqual([key, true]);
    }
  });

  it('words every notification kind the server may send, on the bell and in settings → Notifications', () => {
    // The kinds are the server's and the web's one list: a kind without words would be left out of the bell.
    for (const language of LANGUAGES) {
      const notices = locales[language].notices;
      const t = ((key: string) => (typeof notices[key] === 'string' ? notices[key] : `missing ${key}`)) as unknown as TFunction<'notices'>;
      for (const kind of NOTICE_KINDS) {
        const bell = noticeText(
          { id: '1', kind, params: { company: 'ТОВ', role: 'owner', outcome: 'published' }, link: null, updateDate: '', isRead: false },
          t,
        );
        expect([language, kind, bell.startsWith('missing'), typeof locales[language]['notice-settings'][`kinds.${kind}`]]).toEqual([
          language,
          kind,
          false,
          'string',
        ]);
      }
    }
  });

  it('names the loader, the language switcher and the not-found heading as the specification asks', () => {
    const pick = (ns: (typeof NAMESPACES)[number], key: string) => LANGUAGES.map((language) => locales[language][ns][key]);
    expect(pick('common', 'loading')).toEqual(['Загрузка', 'Loading', 'Завантаження']);
    expect(pick('common', 'language.label')).toEqual(['Язык', 'Language', 'Мова']);
    expect(pick('errors', 'notFound.title')).toEqual(['Ошибка!', 'Error!', 'Помилка!']);
  });
});
