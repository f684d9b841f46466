import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button } from '../../shared/ui';
import { CodeForm } from '../../shared/forms/CodeForm';
import { flowStorage } from '../../shared/lib/flow-storage';
import { liveRecoveryCodeMachine } from './recovery-live';
import '../../shared/layout/auth-forms.css';

function tokenOf(result: unknown): string | null {
  const token = typeof result === 'object' && result !== null ? (result as { reset_password_token?: unknown }).reset_password_token : null;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** /forgot-by-phone: the SMS code of phone recovery. Needs the pending phone stored by /forgot. */
export function ForgotByPhonePage() {
  const phone = flowStorage.get('pendingPhone');
  if (!phone) return <Navigate to="/" replace />;
  return <ForgotByPhone phone={phone} />;
}

function ForgotByPhone({ phone }: { phone: string }) {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgotByPhone.title'));
  const navigate = useNavigate();
  const { state } = useLocation();
  // /forgot says how long the resend must wait (90 s, or what the server still counts); a reload waits 90 s.
  const secondsLeft =
    typeof (state as { secondsLeft?: unknown } | null)?.secondsLeft === 'number'
      ? (state as { secondsLeft: number }).secondsLeft
      : undefined;
  const actor = useActorRef(liveRecoveryCodeMachine, { input: { phone, secondsLeft } });
  const token = useSelector(actor, (s) => (s.status === 'done' ? tokenOf(s.output?.result) : null));

  useEffect(() => {
    if (!token) return;
    // The recovery token replaces the pending phone: /recovery-password takes over.
    flowStorage.set('recoveryToken', token);
    flowStorage.remove('pendingPhone');
    navigate('/recovery-password', { replace: true });
  }, [token, navigate]);

  return (
    <PublicLayout>
      <section className="public-card auth-card" aria-labelledby="forgot-phone-title">
        <h1 id="forgot-phone-title">{t('forgotByPhone.title')}</h1>
        <CodeForm
          actor={actor}
          submitLabel={t('code.submit')}
          actions={
            <Button
              variant="secondary"
              onPress={() => {
                flowStorage.remove('pendingPhone');
                navigate('/forgot');
              }}
            >
              {t('code.back')}
            </Button>
          }
        />
      </section>
    </PublicLayout>
  );
}
