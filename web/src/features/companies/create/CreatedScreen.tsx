import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppActor } from '../../../shared/session/session-context';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { MessageScreen } from '../../../shared/layout/MessageScreen';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button } from '../../../shared/ui';
import { liveLeaveSubmittedMachine } from '../live';

/**
 * "Company created" (spec 001 §2): the onboarding's steps 1 and 2 are done; pass verification (the
 * extract upload, the company still active) or go to the companies. Going to the companies leaves the
 * company as leaving the "sent for verification" screen does (logoutCompany, then the app re-reads
 * the user), so a reload no longer brings back its verification step. Nothing fires by itself here.
 */
export function CreatedScreen() {
  const { t } = useTranslation('onboarding');
  const app = useAppActor();
  const navigate = useNavigate();
  usePageTitle(t('created.title'));
  const actor = useActorRef(liveLeaveSubmittedMachine);
  const leaving = useSelector(actor, (s) => !s.matches('idle'));
  const left = useSelector(actor, (s) => s.matches('left'));
  useEffect(() => {
    if (!left) return;
    navigate('/companies', { replace: true });
    app.send({ type: 'RELOAD' });
  }, [left, navigate, app]);
  return (
    <PublicLayout>
      <MessageScreen
        icon="success"
        tone="success"
        title={t('created.title')}
        actions={
          <>
            <Button variant="secondary" isPending={leaving} onPress={() => actor.send({ type: 'LEAVE', to: 'companies' })}>
              {t('created.toCompanies')}
            </Button>
            <Button variant="primary" isDisabled={leaving} onPress={() => app.send({ type: 'START_VERIFICATION' })}>
              {t('created.verify')}
            </Button>
          </>
        }
      >
        <p>{t('created.text')}</p>
      </MessageScreen>
    </PublicLayout>
  );
}
