import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatPhoneForReading } from './phone';
import { MachineForm } from './FormShell';
import { useFieldProblem } from './problem-text';
import type { CodeConfirmationMachine } from '../machines/code-confirmation.machine';
import { Button, TextField } from '../ui';
import { ResendLink } from './ResendLink';

/** The 6-digit SMS code form with its resend countdown; `actions` adds the flow's own buttons (Back). */
export function CodeForm({
  actor,
  submitLabel,
  actions,
}: {
  actor: ActorRefFrom<CodeConfirmationMachine>;
  submitLabel: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const fieldProblem = useFieldProblem();
  const view = useSelector(actor, (s) => ({
    phone: s.context.phone,
    code: s.context.code,
    error: s.context.error,
    busy: s.matches('confirming'),
    resend: s.children.resend,
  }));
  return (
    <MachineForm onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      <p className="auth-muted">{t('code.sentTo', { phone: formatPhoneForReading(view.phone) })}</p>
      <TextField
        label={t('code.label')}
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        isRequired
        autoFocus
        className="auth-code"
        value={view.code}
        onChange={(value) => actor.send({ type: 'CHANGE', value })}
        {...fieldProblem(view.error)}
      />
      <ResendLink actor={view.resend} what="code" />
      <div className="auth-form__actions">
        {actions}
        <Button type="submit" variant="primary" isPending={view.busy}>
          {submitLabel}
        </Button>
      </div>
    </MachineForm>
  );
}
