import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { identityApi } from '../shared/api/identity';
import { tokenStore } from '../shared/api/token';
import '../shared/ui/controls.css';
import './crash.css';

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || 'ERROR', stack: error.stack ?? null };
  if (typeof error === 'string' && error) return { message: error, stack: null };
  return { message: 'ERROR', stack: null };
}

/**
 * After a crash the React tree cannot be trusted, so leaving is done by hand: tell the server
 * (best effort, without waiting), drop the token, and load /auth afresh.
 */
function exitAfterCrash(): void {
  if (tokenStore.get()) void identityApi.logout().catch(() => undefined);
  tokenStore.clear();
  window.location.assign('/auth');
}

export function CrashView({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const { message, stack } = describe(error);
  return (
    <main className="crash" aria-labelledby="crash-title">
      <div className="crash__card">
        <h1 id="crash-title">{t('crash.title')}</h1>
        <p className="crash__lead">{t('crash.text')}</p>
        <h2>{t('crash.message')}</h2>
        <p className="crash__message">{message}</p>
        <h2>{t('crash.stack')}</h2>
        <pre className="crash__stack" tabIndex={0} role="region" aria-label={t('crash.stack')}>
          {stack ?? t('crash.noStack')}
        </pre>
        {/* A plain button: the crash screen must work even when a lazy chunk failed to load. */}
        <button type="button" className="ui-button ui-button--primary ui-button--md" onClick={exitAfterCrash}>
          {t('crash.exit')}
        </button>
      </div>
    </main>
  );
}

/** Around the pages (app/router.tsx), and the last line of defence around the providers and the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Kadry crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashView error={this.state.error} /> : this.props.children;
  }
}
