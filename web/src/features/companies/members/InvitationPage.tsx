import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormCard, MachineForm, SubmitButton, useFieldBinding } from '../../../shared/forms/FormShell';
import { LinkCheckingScreen, LinkFailedScreen } from '../../../shared/layout/LinkScreens';
import { MessageScreen } from '../../../shared/layout/MessageScreen';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import '../../../shared/layout/auth-forms.css';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppActor, useAppStatus } from '../../../shared/session/session-context';
import { ButtonLink, PasswordField } from '../../../shared/ui';
import { liveInvitationMachine } from './live';
import './members.css';

/**
 * /company-invitation?token=… answers in every status: the link may be opened signed out (a new
 * deputy's first visit) or in a tab where someone is signed in. No session is needed to confirm.
 * An account made for the invitation has no password yet: its person chooses it here first.
 */
export function InvitationPage() {
  const { t } = useTranslation('members');
  const app = useAppActor();
  const status = useAppStatus();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const actor = useActorRef(liveInvitationMachine, { input: { token } });
  const view = useSelector(actor, (s) => ({
    confirmed: s.matches('confirmed'),
    failed: s.matches('failed'),
    choosing: s.matches('choosing') || (s.matches('confirming') && s.context.invitation?.setPassword === true),
    busy: s.matches('confirming'),
    invitation: s.context.invitation,
    chosen: s.context.chosen,
    problems: s.context.problems,
    message: s.context.message,
  }));
  const bind = useFieldBinding(view.chosen, view.problems, (field, value) => actor.send({ type: 'CHANGE', field, value }));
  usePageTitle(
    view.confirmed
      ? t('invitation.confirmedTitle')
      : view.failed
        ? t('invitation.failedTitle')
        : view.choosing
          ? t('invitation.passwordTitle')
          : t('invitation.title'),
  );
  const signedIn = status !== 'auth' && status !== 'loading';

  // A signed-in reader may be the invited person: the company list and the header switcher read the user again.
  const reloaded = useRef(false);
  useEffect(() => {
    if (!view.confirmed || !signedIn || reloaded.current) return;
    reloaded.current = true;
    app.send({ type: 'RELOAD' });
  }, [view.confirmed, signedIn, app]);

  if (view.confirmed) {
    return (
      <PublicLayout>
        <MessageScreen
          icon="success"
          tone="success"
          title={t('invitation.confirmedTitle')}
          actions={
            signedIn ? (
              <ButtonLink variant="primary" href="/companies">
                {t('invitation.toCompanies')}
              </ButtonLink>
            ) : (
              <ButtonLink variant="primary" href="/auth">
                {t('invitation.signIn')}
              </ButtonLink>
            )
          }
        >
          <p>{t('invitation.confirmedText')}</p>
          {!signedIn && <p>{t('invitation.signInText')}</p>}
        </MessageScreen>
      </PublicLayout>
    );
  }
  if (view.failed) {
    return (
      <LinkFailedScreen
        title={t('invitation.failedTitle')}
        retryLabel={t('invitation.retry')}
        onRetry={token ? () => actor.send({ type: 'RETRY' }) : undefined}
        next={signedIn ? { href: '/companies', label: t('invitation.toCompanies') } : { href: '/auth', label: t('invitation.signIn') }}
      >
        {view.message && <p>{view.message}</p>}
        <p>{t('invitation.failedText')}</p>
      </LinkFailedScreen>
    );
  }
  if (view.choosing && view.invitation) {
    const { companyName, roleName, email } = view.invitation;
    return (
      <PublicLayout>
        <FormCard
          id="invitation-title"
          title={t('invitation.passwordTitle')}
          intro={t('invitation.passwordIntro', { company: companyName, role: roleName })}
        >
          <MachineForm labelledBy="invitation-title" onSubmit={() => actor.send({ type: 'SUBMIT' })}>
            <p className="auth-muted">{t('invitation.passwordFor', { email })}</p>
            <PasswordField
              label={t('invitation.password')}
              description={t('invitation.passwordHint')}
              name="new-password"
              autoComplete="new-password"
              isRequired
              autoFocus
              {...bind('password')}
            />
            <PasswordField
              label={t('invitation.repeat')}
              name="repeat-password"
              autoComplete="new-password"
              isRequired
              {...bind('confirm')}
            />
            <SubmitButton busy={view.busy}>{t('invitation.accept')}</SubmitButton>
          </MachineForm>
        </FormCard>
      </PublicLayout>
    );
  }
  return <LinkCheckingScreen title={t('invitation.title')} checking={t('invitation.checking')} />;
}
