import { DEFAULT_LANG, type Lang } from '../../shared/i18n/lang.js';

/** The public pages' languages: the product's three. */
export type CareersLang = Lang;
export const CAREERS_LANGS: readonly CareersLang[] = ['ru', 'uk', 'en'];

function known(code: string): CareersLang | null {
  const two = code.trim().toLowerCase().slice(0, 2);
  if (two === 'ua') return 'uk';
  return (CAREERS_LANGS as readonly string[]).includes(two) ? (two as CareersLang) : null;
}

/**
 * The page's language: `?lang=` when it names one of ours (links and hreflang alternates carry
 * it, so a shared URL shows what its sender saw), else the first of ours in Accept-Language by
 * its q-value, else Russian.
 */
export function pickLang(query: unknown, acceptLanguage: string | undefined): CareersLang {
  if (typeof query === 'string') {
    const chosen = known(query);
    if (chosen) return chosen;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .slice(0, 20)
      .map((part, index) => {
        const [tag = '', ...params] = part.split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { lang: known(tag), weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((entry) => entry.lang !== null && entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    if (ranked[0]) return ranked[0].lang!;
  }
  return DEFAULT_LANG;
}

/** Whether the language was chosen by the URL (the page then says so in its canonical URL). */
export function langFromQuery(query: unknown): CareersLang | null {
  return typeof query === 'string' ? known(query) : null;
}
