// Pure language rules, kept apart from i18next so machine and unit specs can use them without a DOM.
export const LANGUAGES = ['ru', 'en', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language is named in itself, so a reader finds theirs whatever the current UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
};

/** Locale tags for Intl and react-aria (dates, numbers, built-in control texts). */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  ru: 'ru-RU',
  en: 'en-GB',
  uk: 'uk-UA',
};

/** The older part of the product wrote `ua` for Ukrainian; both forms are accepted, `uk` is stored. */
export function normalizeLanguage(value: string | null | undefined): Language {
  const code = (value ?? '').trim().toLowerCase();
  if (code === 'ua') return 'uk';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : DEFAULT_LANGUAGE;
}
