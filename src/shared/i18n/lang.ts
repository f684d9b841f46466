export const LANGS = ['ru', 'en', 'uk'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ru';

/** The specification writes Ukrainian both as `ua` and `uk`; we store and answer `uk`, and accept both. */
export function normalizeLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const code = value.trim().toLowerCase().slice(0, 2);
  if (code === 'ua') return 'uk';
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : DEFAULT_LANG;
}
