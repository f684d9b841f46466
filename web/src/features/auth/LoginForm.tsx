import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { MachineForm, SubmitButton, useFieldBinding } from '../../shared/forms/FormShell';
import { Checkbox, PasswordField, TextField } from '../../shared/ui';
import type { LoginMachine } from './login.machine';
import { SocialSignIn } from './SocialSignIn';

export function LoginForm({ actor }: { actor: ActorRefFrom<LoginMachine> }) {
  const { t } = useTranslation('auth');
  const { values, errors, busy } = useSelector(actor, (s) => ({
    values: s.context.values,
    errors: s.context.errors,
    busy: s.matches('submitting'),
  }));
  const bind = useFieldBinding({ identifier: values.identifier, password: values.password }, errors, (field, value) =>
    actor.send({ type: 'CHANGE', field, value }),
  );
  // Wrong credentials mark both fields; the message is written once, under the password.
  const shared = errors.identifier !== undefined && errors.identifier === errors.password;
  return (
    <>
      <MachineForm label={t('login.tab')} onSubmit={() => actor.send({ type: 'SUBMIT' })}>
        <TextField
          label={t('login.identifier')}
          description={t('login.identifierHint')}
          name="identifier"
          autoComplete="username"
          inputMode="email"
          isRequired
          {...bind('identifier')}
          {...(shared ? { errorMessage: undefined } : {})}
        />
        <PasswordField label={t('login.password')} name="password" isRequired {...bind('password')} />
        <div className="auth-form__row">
          <Checkbox isSelected={values.remember} onChange={(value) => actor.send({ type: 'SET_REMEMBER', value })}>
            {t('login.remember')}
          </Checkbox>
          <Link to="/forgot" className="auth-text-link">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      </MachineForm>
      <SocialSignIn remember={values.remember} />
    </>
  );
}
