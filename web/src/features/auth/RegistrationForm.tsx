import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { MachineForm, SubmitButton, useFieldBinding } from '../../shared/forms/FormShell';
import { PasswordField, TextField } from '../../shared/ui';
import type { RegistrationMachine } from './registration.machine';

export function RegistrationForm({ actor }: { actor: ActorRefFrom<RegistrationMachine> }) {
  const { t } = useTranslation('auth');
  const { values, errors, busy } = useSelector(actor, (s) => ({
    values: s.context.values,
    errors: s.context.errors,
    busy: s.matches('submitting'),
  }));
  const bind = useFieldBinding(values, errors, (field, value) => actor.send({ type: 'CHANGE', field, value }));
  return (
    <MachineForm label={t('registration.tab')} onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      <TextField label={t('registration.email')} name="email" type="email" autoComplete="email" isRequired {...bind('email')} />
      <PasswordField
        label={t('registration.password')}
        description={t('registration.passwordHint')}
        name="new-password"
        autoComplete="new-password"
        isRequired
        {...bind('password')}
      />
      <PasswordField label={t('registration.repeat')} name="repeat-password" autoComplete="new-password" isRequired {...bind('repeat')} />
      <SubmitButton busy={busy}>{t('registration.submit')}</SubmitButton>
    </MachineForm>
  );
}
