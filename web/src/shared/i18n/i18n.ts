import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, normalizeLanguage, type Language } from './languages';

export const NAMESPACES = [
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
  'back-office-viewer',
  'positions-short',
  'positions',
  'vacancies',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// One lazy chunk per language and namespace: the first load fetches only the current language.
const loaders = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

function readStoredLanguage(): Language {
  try {
    return normalizeLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function loadLanguage(language: Language): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = loaders[`../../locales/${language}/${ns}.json`];
      if (!load) throw new Error(`Missing translations: ${language}/${ns}`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}

export async function initI18n(): Promise<I18n> {
  const language = readStoredLanguage();
  const resources = await loadLanguage(language);
  // Rewrite a legacy `ua` (or garbage) so every later reader sees the canonical code.
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the language simply is not remembered */
  }
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    lng: language,
    // Every key exists in all three languages (locales.spec checks it), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: [language],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18next;
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18next.language);
}

/**
 * The language is a page-wide setting (server messages, dates, react-aria texts), so it is
 * applied by a reload rather than by re-rendering: what the user sees is always consistent.
 */
export function changeLanguage(language: Language): void {
  if (language === currentLanguage()) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    return;
  }
  window.location.reload();
}
