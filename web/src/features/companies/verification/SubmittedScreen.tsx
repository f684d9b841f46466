import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { MessageScreen } from '../../../shared/layout/MessageScreen';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button } from '../../../shared/ui';
import { liveLeaveSubmittedMachine } from '../live';
import { slaDuration } from './sla';

/**
 * The success screen after "submit for verification" (spec 001 §2, type company-verification).
 * How long the check takes comes from the server's VERIFICATION_SLA_MINUTES (user_data.company).
 * Leaving it clears the active company (logoutCompany), then the app re-reads the user.
 */
export function SubmittedScreen() {
  const { t } = useTranslation('companies');
  const app = useAppActor();
  const user = useAppUser();
  const navigate = useNavigate();
  usePageTitle(t('success.title'));
  const actor = useActorRef(liveLeaveSubmittedMachine);
  const leaving = useSelector(actor, (s) => (s.matches('idle') ? null : s.context.to));
  const left = useSelector(actor, (s) => s.matches('left'));
  useEffect(() => {
    if (!left) return;
    navigate(leaving === 'companies' ? '/companies' : '/', { replace: true });
    app.send({ type: 'RELOAD' });
  }, [left, leaving, navigate, app]);
  const duration = slaDuration(user?.company?.verification_sla_minutes);
  return (
    <PublicLayout>
      <MessageScreen
        icon="success"
        tone="success"
        title={t('success.title')}
        actions={
          <>
            <Button
              variant="secondary"
              isPending={leaving === 'companies'}
              isDisabled={leaving !== null}
              onPress={() => actor.send({ type: 'LEAVE', to: 'companies' })}
            >
              {t('success.companies')}
            </Button>
            <Button
              variant="primary"
              isPending={leaving === 'home'}
              isDisabled={leaving !== null}
              onPress={() => actor.send({ type: 'LEAVE', to: 'home' })}
            >
              {t('success.home')}
            </Button>
          </>
        }
      >
        <p>
          {duration ? t('success.text', { duration: t(`success.${duration.unit}`, { count: duration.count }) }) : t('success.textNoSla')}
        </p>
        <p className="auth-muted">{t('success.leaveNote')}</p>
      </MessageScreen>
    </PublicLayout>
  );
}
