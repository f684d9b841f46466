import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { NOTICE_KINDS } from '../../../src/shared/contract/notices';
import { noticeText } from '../features/notices/format';

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
  'back-office',
  'back-office-viewer',
  'positions-short',
  'positions',
  'vacancies',
  'notices',
] as const;
type Flat = Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Flat {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Flat>((all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }), {});
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

  it('Russian texts are non-empty strings', () => {
    for (const ns of NAMESPACES) {
      for (const [key, text] of Object.entries(locales.ru[ns])) expect([key, typeof text === 'string' && text.trim() !== '']).toEqual([key, true]);
    }
  });

  it('words every notification kind the server may send, on the bell and in settings → Notifications', () => {
    // The kinds are the server's and the web's one list: a kind without words would be left out of the bell.
    for (const language of LANGUAGES) {
      const notices = locales[language].notices;
      const t = ((key: string) => (typeof notices[key] === 'string' ? notices[key] : `missing ${key}`)) as unknown as TFunction<'notices'>;
      for (const kind of NOTICE_KINDS) {
        const bell = noticeText({ id: '1', kind, params: { company: 'ТОВ', role: 'owner', outcome: 'published' }, link: null, updateDate: '', isRead: false }, t);
        expect([language, kind, bell.startsWith('missing'), typeof notices[`settings.kinds.${kind}`]]).toEqual([language, kind, false, 'string']);
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
