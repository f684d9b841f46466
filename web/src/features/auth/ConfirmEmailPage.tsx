import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import '../../shared/layout/auth-forms.css';
import { useAppActor, useAppStatus } from '../../shared/session/session-context';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { useFieldProblem } from '../../shared/forms/problem-text';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, InlineLoader, TextField } from '../../shared/ui';
import { liveConfirmEmailMachine } from './links-live';
import { MessageScreen } from '../../shared/layout/MessageScreen';

/**
 * /confirm-email?token=...: answered in every status (the link may open in a tab where someone is
 * signed in). It confirms once the app has settled, stores the session and lets the app decide
 * the status (profile-create), then leaves for /profile-create.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const fieldProblem = useFieldProblem();
  const app = useAppActor();
  const status = useAppStatus();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const machine = useMemo(() => liveConfirmEmailMachine(() => app.send({ type: 'RELOAD' })), [app]);
  const actor = useActorRef(machine, { input: { token } });
  const view = useSelector(actor, (s) => ({
    waiting: s.matches('waiting'),
    confirming: s.matches('confirming'),
    confirmed: s.matches('confirmed'),
    failed: s.matches('failed'),
    sending: s.matches({ failed: 'sending' }),
    sent: s.matches({ failed: 'sent' }),
    message: s.context.message,
    email: s.context.email,
    emailError: s.context.emailError,
  }));
  usePageTitle(view.failed ? t('confirmEmail.failedTitle') : t('confirmEmail.title'));

  useEffect(() => {
    if (status !== 'loading' && view.waiting) actor.send({ type: 'START' });
  }, [status, view.waiting, actor]);

  // Confirmed and the app has read the user: its status decides where to go (normally /profile-create).
  if (view.confirmed && status !== 'loading') return <Navigate to="/profile-create" replace />;

  if (!view.failed) {
    return (
      <PublicLayout>
        <section className="public-card auth-card" aria-busy="true">
          <h1>{t('confirmEmail.title')}</h1>
          <InlineLoader label={t('confirmEmail.checking')} />
        </section>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <MessageScreen icon="alert" tone="error" title={t('confirmEmail.failedTitle')}>
        <p>{view.message ?? t('confirmEmail.failedText')}</p>
        {view.sent ? (
          <p role="status">{t('confirmEmail.sent', { email: view.email.trim() })}</p>
        ) : (
          <form
            className="auth-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'REQUEST_LETTER' });
            }}
          >
            <p className="auth-muted">{t('confirmEmail.requestText')}</p>
            <TextField
              label={t('registration.email')}
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              value={view.email}
              onChange={(value) => actor.send({ type: 'CHANGE_EMAIL', value })}
              {...fieldProblem(view.emailError)}
            />
            <Button type="submit" variant="primary" className="auth-form__submit" isPending={view.sending}>
              {t('confirmEmail.request')}
            </Button>
          </form>
        )}
      </MessageScreen>
    </PublicLayout>
  );
}
