import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import '../../../shared/layout/auth-forms.css';
import { LinkCheckingScreen, LinkFailedScreen } from '../../../shared/layout/LinkScreens';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppActor, useAppStatus } from '../../../shared/session/session-context';
import './companies-list.css';
import { liveAcceptTransferMachine } from './live';

/**
 * /company-transfer?token=…, answered in every status (the e-mail's link may open anywhere). A
 * visitor who is not signed in sees the sign-in page (`signIn`, given by the app) under a line
 * saying why; once the app knows the user, the token is sent once and the user goes to /companies.
 */
export function CompanyTransferPage({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation('companies-list');
  const app = useAppActor();
  const status = useAppStatus();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const machine = useMemo(() => liveAcceptTransferMachine(() => app.send({ type: 'RELOAD' })), [app]);
  const actor = useActorRef(machine, { input: { token } });
  const view = useSelector(actor, (s) => ({
    waiting: s.matches('waiting'),
    accepting: s.matches('accepting'),
    accepted: s.matches('accepted'),
    failed: s.matches('failed'),
    message: s.context.message,
  }));
  usePageTitle(view.failed ? t('accept.failedTitle') : t('accept.title'));

  const signedIn = status !== 'loading' && status !== 'auth';
  useEffect(() => {
    if (signedIn && view.waiting) actor.send({ type: 'START' });
  }, [signedIn, view.waiting, actor]);

  if (view.accepted && status !== 'loading') return <Navigate to="/companies" replace />;
  if (status === 'auth' && view.waiting) {
    return (
      <>
        <p className="companies-accept__banner" role="status">
          {t('accept.signIn')}
        </p>
        {signIn}
      </>
    );
  }
  if (view.failed) {
    return (
      <LinkFailedScreen
        title={t('accept.failedTitle')}
        retryLabel={t('accept.retry')}
        onRetry={token ? () => actor.send({ type: 'RETRY' }) : undefined}
        next={{ href: '/companies', label: t('accept.toCompanies') }}
      >
        <p>{token ? view.message : t('accept.missing')}</p>
      </LinkFailedScreen>
    );
  }
  return <LinkCheckingScreen title={t('accept.title')} checking={t('accept.checking')} />;
}
