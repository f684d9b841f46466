import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import '../../shared/layout/auth-forms.css';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { FormCard, MachineForm, SubmitButton, useFieldBinding } from '../../shared/forms/FormShell';
import { SuccessAutoAction } from '../../shared/lib/SuccessAutoAction';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, PasswordField } from '../../shared/ui';
import { flowStorage } from '../../shared/lib/flow-storage';
import { liveRecoveryMachine } from './recovery-live';
import { MessageScreen } from '../../shared/layout/MessageScreen';

/**
 * /recovery-password: reached from the e-mail link (?reset_password_token=..., stored locally and
 * removed from the address bar) or from the SMS code step. Without a stored token → /.
 */
export function RecoveryPasswordPage() {
  const [params, setParams] = useSearchParams();
  // Read the link's token once, before the first render decides anything.
  const [token] = useState(() => {
    const fromLink = params.get('reset_password_token');
    if (fromLink) flowStorage.set('recoveryToken', fromLink);
    return fromLink ?? flowStorage.get('recoveryToken');
  });
  const linkHasToken = params.has('reset_password_token');
  useEffect(() => {
    // The token is a secret: keep it out of the history and of any screenshot of the address bar.
    if (linkHasToken) setParams({}, { replace: true });
  }, [linkHasToken, setParams]);
  if (!token) return <Navigate to="/" replace />;
  return <RecoveryPassword token={token} />;
}

function RecoveryPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const actor = useActorRef(liveRecoveryMachine, { input: { token } });
  const view = useSelector(actor, (s) => ({
    values: s.context.values,
    errors: s.context.errors,
    busy: s.matches('saving'),
    done: s.matches('done'),
    expired: s.matches('expired'),
  }));
  const bind = useFieldBinding(view.values, view.errors, (field, value) => actor.send({ type: 'CHANGE', field, value }));
  usePageTitle(view.done ? t('recovery.doneTitle') : view.expired ? t('recovery.expiredTitle') : t('recovery.title'));

  if (view.done) {
    return (
      <PublicLayout>
        <MessageScreen
          icon="success"
          tone="success"
          title={t('recovery.doneTitle')}
          actions={
            <>
              <Button variant="secondary" onPress={() => navigate('/auth?tab=registration')}>
                {t('recovery.toRegistration')}
              </Button>
              <Button variant="primary" onPress={() => navigate('/auth')}>
                {t('recovery.toLogin')}
              </Button>
            </>
          }
        >
          <p>{t('recovery.doneText')}</p>
          <SuccessAutoAction onAct={() => navigate('/auth')} />
        </MessageScreen>
      </PublicLayout>
    );
  }

  if (view.expired) {
    return (
      <PublicLayout>
        <MessageScreen
          icon="alert"
          tone="error"
          title={t('recovery.expiredTitle')}
          actions={
            <Button variant="primary" onPress={() => navigate('/forgot')}>
              {t('recovery.requestAgain')}
            </Button>
          }
        >
          <p>{t('recovery.expiredText')}</p>
        </MessageScreen>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <FormCard id="recovery-title" title={t('recovery.title')}>
        <MachineForm labelledBy="recovery-title" onSubmit={() => actor.send({ type: 'SUBMIT' })}>
          <PasswordField
            label={t('recovery.password')}
            description={t('registration.passwordHint')}
            name="new-password"
            autoComplete="new-password"
            isRequired
            autoFocus
            {...bind('password')}
          />
          <PasswordField label={t('recovery.repeat')} name="repeat-password" autoComplete="new-password" isRequired {...bind('repeat')} />
          <SubmitButton busy={view.busy}>{t('recovery.submit')}</SubmitButton>
        </MachineForm>
      </FormCard>
    </PublicLayout>
  );
}
