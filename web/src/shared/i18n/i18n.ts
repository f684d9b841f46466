import i18next, { type BackendModule, type i18n as I18n, type TFunction } from 'i18next';
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
  'file-viewer',
  'positions-short',
  'positions',
  'vacancies',
  'notices',
  // The notification settings' texts (the settings page), apart from the bell's, which every signed-in first load carries.
  'notice-settings',
  'recruiting',
  'workspace',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the entry itself renders (the loader, the crash and not-found screens); every other
 * namespace arrives with the route that needs it (app/router.tsx, `withTexts`). */
export const START_NAMESPACES = ['common', 'errors'] as const satisfies readonly Namespace[];

// One lazy chunk per language and namespace: the first load fetches only the current language's
// start namespaces, and a route asks for its own (the standard i18next backend contract). The
// namespaces that always come together arrive as one bundle per language (./bundles): those of
// every start, and those of the signed-in shell and home screen; each chunk is a request with its
// own headers, about half a kilobyte.
const BUNDLED = {
  common: 'start',
  errors: 'start',
  shell: 'signed-in',
  home: 'signed-in',
  notices: 'signed-in',
  workspace: 'signed-in',
} as const satisfies Partial<Record<Namespace, string>>;
const loaders = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/*/{common,errors,shell,home,notices,workspace}.json'],
  {
    import: 'default',
  },
);
const bundles = import.meta.glob<Record<string, Record<string, unknown>>>('./bundles/*.ts');

function loaderOf(language: string, namespace: string): (() => Promise<Record<string, unknown>>) | undefined {
  const bundle = (BUNDLED as Record<string, string>)[namespace];
  if (!bundle) return loaders[`../../locales/${language}/${namespace}.json`];
  const load = bundles[`./bundles/${language}.${bundle}.ts`];
  return load && (() => load().then((texts) => texts[namespace] ?? {}));
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaderOf(language, namespace);
    if (!load) {
      callback(new Error(`Missing translations: ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function readStoredLanguage(): Language {
  try {
    return normalizeLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export async function initI18n(): Promise<I18n> {
  const language = readStoredLanguage();
  // Rewrite a legacy `ua` (or garbage) so every later reader sees the canonical code.
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the language simply is not remembered */
  }
  document.documentElement.lang = language;
  // Resolves once the start namespaces are in, so the first paint shows no raw keys.
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every key exists in all three languages (locales.spec checks it), so there is nothing to fall back to.
      fallbackLng: false,
      supportedLngs: [language],
      load: 'currentOnly',
      ns: [...START_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return i18next;
}

/** Loads namespaces of the current language (once; later calls resolve at once). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** The texts of a namespace that the current screen did not load, for a step that needs them (loaded once). */
export async function textsOf<N extends Namespace>(namespace: N): Promise<TFunction<N>> {
  await loadNamespaces([namespace]);
  return i18next.getFixedT(null, namespace);
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
