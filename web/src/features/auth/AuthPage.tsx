import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppActor } from '../../shared/session/session-context';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { SuccessAutoAction } from '../../shared/lib/SuccessAutoAction';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { isExternalOutcome } from '../../shared/api/external-sign-in';
import { Button, Tab, TabList, TabPanel, Tabs } from '../../shared/ui';
import { liveLoginMachine, liveRegistrationMachine } from './live';
import { Benefits } from './Benefits';
import { LoginForm } from './LoginForm';
import { MessageScreen } from '../../shared/layout/MessageScreen';
import { RegistrationForm } from './RegistrationForm';
import { ResendLink } from '../../shared/forms/ResendLink';
import '../../shared/layout/auth-forms.css';

type AuthTab = 'login' | 'registration';

/** /auth: the Login and Registration tabs (?tab=registration opens the second), and their message screens. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const app = useAppActor();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'registration' ? 'registration' : 'login';
  const loginMachine = useMemo(() => liveLoginMachine(() => app.send({ type: 'RELOAD' })), [app]);
  const login = useActorRef(loginMachine);
  const registration = useActorRef(liveRegistrationMachine);
  const unconfirmed = useSelector(login, (s) => (s.matches('unconfirmed') ? { email: s.context.email, resend: s.children.resend } : null));
  const registered = useSelector(registration, (s) =>
    s.matches('registered') ? { email: s.context.values.email, resend: s.children.resend } : null,
  );
  const sessionRejected = useSelector(app, (s) => s.context.sessionRejected);
  // A sign-in through another provider that came back without a session says why (?external=…).
  const external = params.get('external');
  const externalOutcome = isExternalOutcome(external) ? external : null;
  const selectTab = (next: AuthTab) => setParams(next === 'registration' ? { tab: next } : {}, { replace: true });

  const message = registered ?? unconfirmed;
  usePageTitle(message ? t('registered.title') : t('title'));

  if (message) {
    const back = () => {
      if (registered) registration.send({ type: 'RESET' });
      if (unconfirmed) login.send({ type: 'BACK' });
      selectTab('login');
    };
    return (
      <PublicLayout>
        <MessageScreen
          title={t('registered.title')}
          actions={
            <Button variant="primary" onPress={back}>
              {t('registered.toLogin')}
            </Button>
          }
        >
          <p>{t(unconfirmed ? 'registered.unconfirmedText' : 'registered.text', { email: message.email })}</p>
          <p className="auth-muted">{t('registered.hint')}</p>
          <ResendLink actor={message.resend} what="letter" />
          {/* A success screen (registration) goes on by itself; the unconfirmed-login message waits. */}
          {registered && <SuccessAutoAction onAct={back} />}
        </MessageScreen>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <section className="public-card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('title')}</h1>
        {sessionRejected && (
          <p className="ui-notice ui-notice--error" role="alert">
            {t('sessionRejected')}
          </p>
        )}
        {externalOutcome && (
          <p className="ui-notice ui-notice--error" role="alert">
            {t(`external.outcome.${externalOutcome}`)}
          </p>
        )}
        <Tabs selectedKey={tab} onSelectionChange={(key) => selectTab(key === 'registration' ? 'registration' : 'login')}>
          <TabList aria-labelledby="auth-title">
            <Tab id="login">{t('login.tab')}</Tab>
            <Tab id="registration">{t('registration.tab')}</Tab>
          </TabList>
          <TabPanel id="login">
            <LoginForm actor={login} />
          </TabPanel>
          <TabPanel id="registration">
            <RegistrationForm actor={registration} />
          </TabPanel>
        </Tabs>
      </section>
      <Benefits />
    </PublicLayout>
  );
}
