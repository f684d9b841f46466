import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProblem } from '../../shared/forms/problem-text';
import { Button, Icon, PasswordField } from '../../shared/ui';
import type { PasswordField as Field } from './change-password.machine';
import { liveChangePassword } from './live';
import { ResetPasswordModal } from './ResetPasswordModal';

/** The Password tab: change form with show/hide, the generator, and the reset modal. */
export function PasswordTab({ verifier, resetIdentifier }: { verifier: boolean; resetIdentifier: string }) {
  const { t } = useTranslation('settings');
  const machine = useMemo(() => liveChangePassword(verifier), [verifier]);
  const [state, send] = useMachine(machine);
  const fieldProblem = useFieldProblem();
  const [resetOpen, setResetOpen] = useState(false);
  const { values, errors, generated } = state.context;
  const submitting = state.matches('submitting');

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      label={label}
      value={values[name]}
      onChange={(value) => send({ type: 'CHANGE', field: name, value })}
      autoComplete={autoComplete}
      isRequired
      isDisabled={submitting}
      {...fieldProblem(errors[name])}
    />
  );

  return (
    <div className="settings-columns">
      <form
        className="settings-form settings-card"
        aria-labelledby="change-password-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <h2 id="change-password-title" className="settings-card__title">
          {t('password.title')}
        </h2>
        {field('currentPassword', t('password.current'), 'current-password')}
        {field('password', t('password.new'), 'new-password')}
        {field('password_repeat', t('password.repeat'), 'new-password')}
        <p className="settings-muted">{t('password.rules')}</p>
        <div className="settings-form__actions">
          <Button variant="primary" type="submit" isPending={submitting}>
            {t('password.submit')}
          </Button>
          {!verifier && (
            <Button variant="ghost" onPress={() => setResetOpen(true)}>
              {t('password.forgot')}
            </Button>
          )}
        </div>
      </form>

      <section className="settings-card settings-generator" aria-labelledby="generator-title">
        <h2 id="generator-title" className="settings-card__title">
          {t('generator.title')}
        </h2>
        <p className="settings-muted">{t('generator.text')}</p>
        <output className="settings-generator__value" aria-live="polite" aria-label={t('generator.value')}>
          {generated ?? t('generator.none')}
        </output>
        <div className="settings-form__actions">
          <Button onPress={() => send({ type: 'GENERATE' })}>
            <Icon name="refresh" size={16} />
            {generated ? t('generator.again') : t('generator.generate')}
          </Button>
          <Button
            isDisabled={!state.can({ type: 'COPY_GENERATED' })}
            isPending={state.matches('copying')}
            onPress={() => send({ type: 'COPY_GENERATED' })}
          >
            <Icon name="copy" size={16} />
            {t('generator.copy')}
          </Button>
          <Button isDisabled={!state.can({ type: 'APPLY_GENERATED' })} onPress={() => send({ type: 'APPLY_GENERATED' })}>
            <Icon name="key" size={16} />
            {t('generator.apply')}
          </Button>
        </div>
      </section>

      {resetOpen && <ResetPasswordModal identifier={resetIdentifier} onClose={() => setResetOpen(false)} />}
    </div>
  );
}
