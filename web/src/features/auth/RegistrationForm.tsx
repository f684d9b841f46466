import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, PasswordField, TextField } from '../../shared/ui';
import { useProblemText } from './problem';
import type { RegistrationMachine } from './registration.machine';

export function RegistrationForm({ actor }: { actor: ActorRefFrom<RegistrationMachine> }) {
  const { t } = useTranslation('auth');
  const problem = useProblemText();
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
        isInvalid={Boolean(errors.email)}
        errorMessage={problem(errors.email)}
        validationBehavior="aria"
      />
      <PasswordField
        label={t('registration.password')}
        description={t('registration.passwordHint')}
        name="new-password"
        autoComplete="new-password"
        isRequired
        value={values.password}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'password', value })}
        isInvalid={Boolean(errors.password)}
        errorMessage={problem(errors.password)}
        validationBehavior="aria"
      />
      <PasswordField
        label={t('registration.repeat')}
        name="repeat-password"
        autoComplete="new-password"
        isRequired
        value={values.repeat}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'repeat', value })}
        isInvalid={Boolean(errors.repeat)}
        errorMessage={problem(errors.repeat)}
        validationBehavior="aria"
      />
      <Button type="submit" variant="primary" className="auth-form__submit" isPending={busy}>
        {t('registration.submit')}
      </Button>
    </form>
  );
}
