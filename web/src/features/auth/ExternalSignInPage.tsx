import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import '../../shared/layout/auth-forms.css';
import { MessageScreen } from '../../shared/layout/MessageScreen';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { useAppActor, useAppStatus } from '../../shared/session/session-context';
import { InlineLoader } from '../../shared/ui';
import { liveExternalSignInMachine } from './links-live';

/** The one-time code the provider's callback left in the address's fragment, read once and wiped from the address. */
function takeCodeFromAddress(): string | null {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return code;
}

/**
 * /auth/external#code=...: where a sign-in through another provider comes back. Answered in every
 * status (someone may be signed in in this browser already); once the app has settled it trades the
 * code for a session and lets the app decide where to go (home, or the profile for a new account).
 */
export function ExternalSignInPage() {
  const { t } = useTranslation('auth');
  const app = useAppActor();
  const status = useAppStatus();
  const [code] = useState(takeCodeFromAddress);
  const machine = useMemo(() => liveExternalSignInMachine(() => app.send({ type: 'RELOAD' })), [app]);
  const actor = useActorRef(machine, { input: { code } });
  const view = useSelector(actor, (s) => ({
    waiting: s.matches('waiting'),
    signedIn: s.matches('signedIn'),
    failed: s.matches('failed'),
    message: s.context.message,
  }));
  usePageTitle(view.failed ? t('external.failedTitle') : t('external.title'));

  useEffect(() => {
    if (status !== 'loading' && view.waiting) actor.send({ type: 'START' });
  }, [status, view.waiting, actor]);

  if (view.signedIn && status !== 'loading') return <Navigate to="/" replace />;

  if (!view.failed) {
    return (
      <PublicLayout>
        <section className="public-card auth-card" aria-busy="true">
          <h1>{t('external.title')}</h1>
          <InlineLoader label={t('external.checking')} />
        </section>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <MessageScreen
        icon="alert"
        tone="error"
        title={t('external.failedTitle')}
        actions={
          <Link to="/auth" className="ui-button ui-button--primary ui-button--md">
            {t('external.back')}
          </Link>
        }
      >
        <p>{view.message ?? t('external.failedText')}</p>
      </MessageScreen>
    </PublicLayout>
  );
}
