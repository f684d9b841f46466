import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useFieldProblem } from '../../shared/forms/problem-text';
import { Button, PasswordField, TextField } from '../../shared/ui';
import type { RegistrationMachine } from './registration.machine';

export function RegistrationForm({ actor }: { actor: ActorRefFrom<RegistrationMachine> }) {
  const { t } = useTranslation('auth');
  const fieldProblem = useFieldProblem();
  const { values, errors, busy } = useSelector(actor, (s) => ({ values: s.context.values, errors: s.context.errors, busy: s.matches('submitting') }));
  return (
    <form
      className="auth-form"
      noValidate
      aria-label={t('registration.tab')}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <TextField
        label={t('registration.email')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={values.email}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'email', value })}
        {...fieldProblem(errors.email)}
      />
      <PasswordField
        label={t('registration.password')}
        description={t('registration.passwordHint')}
        name="new-password"
        autoComplete="new-password"
        isRequired
        value={values.password}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'password', value })}
        {...fieldProblem(errors.password)}
      />
      <PasswordField
        label={t('registration.repeat')}
        name="repeat-password"
        autoComplete="new-password"
        isRequired
        value={values.repeat}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'repeat', value })}
        {...fieldProblem(errors.repeat)}
      />
      <Button type="submit" variant="primary" className="auth-form__submit" isPending={busy}>
        {t('registration.submit')}
      </Button>
    </form>
  );
}
