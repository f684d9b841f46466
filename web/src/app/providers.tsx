import { lazy, Suspense, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AppActorProvider } from './app-actor';
import { LANGUAGE_LOCALES, normalizeLanguage } from '../shared/i18n/languages';

// Toasts only ever follow a user action, so their code need not delay the first paint.
const ToastRegion = lazy(() => import('../shared/ui/Toast').then((m) => ({ default: m.ToastRegion })));

/** Everything the screens expect around them: translations, react-aria's locale, the app actor, toasts. */
export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={LANGUAGE_LOCALES[normalizeLanguage(i18n.language)]}>
        <AppActorProvider>
          {children}
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
        </AppActorProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}
