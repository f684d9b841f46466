import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useFieldProblem } from '../../shared/forms/problem-text';
import { Button, Checkbox, PasswordField, TextField } from '../../shared/ui';
import type { LoginMachine } from './login.machine';
import { SocialSignIn } from './SocialSignIn';

export function LoginForm({ actor }: { actor: ActorRefFrom<LoginMachine> }) {
  const { t } = useTranslation('auth');
  const fieldProblem = useFieldProblem();
  const { values, errors, busy } = useSelector(actor, (s) => ({ values: s.context.values, errors: s.context.errors, busy: s.matches('submitting') }));
  // Wrong credentials mark both fields; the message is written once, under the password.
  const shared = errors.identifier !== undefined && errors.identifier === errors.password;
  const identifierProblem = fieldProblem(errors.identifier);
  return (
    <>
      <form
        className="auth-form"
        noValidate
        aria-label={t('login.tab')}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          label={t('login.identifier')}
          description={t('login.identifierHint')}
          name="identifier"
          autoComplete="username"
          inputMode="email"
          isRequired
          value={values.identifier}
          onChange={(value) => actor.send({ type: 'CHANGE', field: 'identifier', value })}
          {...identifierProblem}
          errorMessage={shared ? undefined : identifierProblem.errorMessage}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          isRequired
          value={values.password}
          onChange={(value) => actor.send({ type: 'CHANGE', field: 'password', value })}
          {...fieldProblem(errors.password)}
        />
        <div className="auth-form__row">
          <Checkbox isSelected={values.remember} onChange={(value) => actor.send({ type: 'SET_REMEMBER', value })}>
            {t('login.remember')}
          </Checkbox>
          <Link to="/forgot" className="auth-text-link">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" variant="primary" className="auth-form__submit" isPending={busy}>
          {t('login.submit')}
        </Button>
      </form>
      <SocialSignIn />
    </>
  );
}
