import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import '../../shared/layout/auth-forms.css';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { FormCard, MachineForm, SubmitButton } from '../../shared/forms/FormShell';
import { useFieldProblem } from '../../shared/forms/problem-text';
import { SuccessAutoAction } from '../../shared/lib/SuccessAutoAction';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, TextField } from '../../shared/ui';
import { liveForgotMachine } from './recovery-live';
import { MessageScreen } from '../../shared/layout/MessageScreen';
import { ResendLink } from '../../shared/forms/ResendLink';

/** /forgot: e-mail → the forgot success screen; phone → /forgot-by-phone. */
export function ForgotPage() {
  const { t } = useTranslation('auth');
  const fieldProblem = useFieldProblem();
  const navigate = useNavigate();
  const actor = useActorRef(liveForgotMachine);
  const view = useSelector(actor, (s) => ({
    identifier: s.context.identifier,
    error: s.context.error,
    busy: s.matches('submitting'),
    emailSent: s.matches('emailSent'),
    codeSent: s.matches('codeSent'),
    codeSeconds: s.context.codeSeconds,
    target: s.context.target,
    resend: s.children.resend,
  }));
  usePageTitle(view.emailSent ? t('forgot.sentTitle') : t('forgot.title'));

  useEffect(() => {
    if (view.codeSent) navigate('/forgot-by-phone', { state: { secondsLeft: view.codeSeconds } });
  }, [view.codeSent, view.codeSeconds, navigate]);

  if (view.emailSent) {
    return (
      <PublicLayout>
        <MessageScreen
          title={t('forgot.sentTitle')}
          actions={
            <>
              <Button variant="secondary" onPress={() => actor.send({ type: 'RESET' })}>
                {t('forgot.another')}
              </Button>
              <Button variant="primary" onPress={() => navigate('/auth')}>
                {t('forgot.toLogin')}
              </Button>
            </>
          }
        >
          <p>{t('forgot.sentText', { email: view.target?.kind === 'email' ? view.target.email : '' })}</p>
          <ResendLink actor={view.resend} what="letter" />
          <SuccessAutoAction onAct={() => navigate('/auth')} />
        </MessageScreen>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <FormCard id="forgot-title" title={t('forgot.title')} intro={t('forgot.text')}>
        <MachineForm labelledBy="forgot-title" onSubmit={() => actor.send({ type: 'SUBMIT' })}>
          <TextField
            label={t('forgot.identifier')}
            description={t('login.identifierHint')}
            name="identifier"
            autoComplete="username"
            isRequired
            autoFocus
            value={view.identifier}
            onChange={(value) => actor.send({ type: 'CHANGE', value })}
            {...fieldProblem(view.error)}
          />
          <SubmitButton busy={view.busy}>{t('forgot.submit')}</SubmitButton>
        </MachineForm>
        <p className="auth-card__footer">
          <Link to="/auth" className="auth-text-link">
            {t('forgot.back')}
          </Link>
        </p>
      </FormCard>
    </PublicLayout>
  );
}
