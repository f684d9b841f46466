import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AppActorProvider } from './app-actor';
import { LANGUAGE_LOCALES, normalizeLanguage } from '../shared/i18n/languages';
import { useOrphanedAnnouncementCleanup } from '../shared/ui/live-announcements';
import { toastQueue } from '../shared/ui/toast-queue';

// Toasts only ever follow a user action, so their code need not be part of the first load: the
// region mounts with the first toast (it renders nothing while the queue is empty, and each toast
// announces itself when it mounts), and stays.
const ToastRegion = lazy(() => import('../shared/ui/Toast').then((m) => ({ default: m.ToastRegion })));

function ToastsOnDemand() {
  useOrphanedAnnouncementCleanup();
  const [wanted, setWanted] = useState(() => toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (wanted) return;
    const check = () => {
      if (toastQueue.visibleToasts.length > 0) setWanted(true);
    };
    check();
    return toastQueue.subscribe(check);
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

/** Everything the screens expect around them: translations, react-aria's locale, the app actor, toasts. */
export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={LANGUAGE_LOCALES[normalizeLanguage(i18n.language)]}>
        <AppActorProvider>
          {children}
          <ToastsOnDemand />
        </AppActorProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}
