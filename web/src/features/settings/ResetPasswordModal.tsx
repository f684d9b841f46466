import { useMachine } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionHooks } from '../../shared/session/session-context';
import { formatPhone } from '../../shared/forms/phone';
import { useFieldProblem } from '../../shared/forms/problem-text';
import { Button, Icon, Modal, PasswordField, TextField } from '../../shared/ui';
import { liveResetPassword } from './live';
import { ResendCode } from '../../shared/forms/ResendCode';
import { resetStep } from './reset-password.machine';

/**
 * The reset-password modal: forgot → code → reset → done. The done step is a
 * success modal: after 2.5 s it signs the user out, because a reset ends every session.
 */
export function ResetPasswordModal({ identifier, onClose }: { identifier: string; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const hooks = useSessionHooks();
  const fieldProblem = useFieldProblem();
  const machine = useMemo(() => liveResetPassword(hooks), [hooks]);
  const [state, send] = useMachine(machine, { input: { identifier } });
  const finished = state.status === 'done';
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  const { context } = state;
  const step =
    state.matches('forgot') || state.matches('requesting')
      ? 'forgot'
      : state.matches('code')
        ? 'code'
        : state.matches('reset') || state.matches('resetting')
          ? 'reset'
          : 'done';
  const busy = state.matches('requesting') || state.matches({ code: 'verifying' }) || state.matches('resetting');
  const submitLabel = step === 'forgot' ? t('reset.send') : step === 'code' ? t('reset.verify') : t('reset.save');
  const formId = 'reset-password-form';

  return (
    <StepModal
      title={t('reset.title')}
      progress={resetStep(state)}
      isOpen={!finished}
      onClose={() => send({ type: 'CLOSE' })}
      footer={
        step === 'done' || state.matches('letterSent') ? (
          <Button variant="primary" onPress={() => send({ type: 'CLOSE' })}>
            {state.matches('letterSent') ? t('reset.close') : t('reset.toLogin')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'CLOSE' })}>
              {t('actions.cancel')}
            </Button>
            <Button variant="primary" type="submit" form={formId} isPending={busy}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      <form
        id={formId}
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        {step === 'forgot' && (
          <>
            <p>{t('reset.forgotText')}</p>
            <TextField
              label={t('reset.identifier')}
              value={context.identifier}
              onChange={(value) => send({ type: 'CHANGE', field: 'identifier', value })}
              autoComplete="username"
              isRequired
              autoFocus
              {...fieldProblem(context.errors.identifier)}
            />
          </>
        )}
        {state.matches('letterSent') && (
          <div className="settings-success" role="status">
            <Icon name="mail" size={32} />
            <p>{t('reset.letterSent', { email: context.identifier.trim() })}</p>
          </div>
        )}
        {step === 'code' && (
          <>
            <p>{t('reset.codeText', { phone: formatPhone(context.phone) })}</p>
            <TextField
              label={t('phoneConfirm.code')}
              value={context.code}
              onChange={(value) => send({ type: 'CHANGE', field: 'code', value })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              isRequired
              autoFocus
              {...fieldProblem(context.errors.code)}
            />
            <ResendCode actor={state.children.resend} />
          </>
        )}
        {step === 'reset' && (
          <>
            <PasswordField
              label={t('password.new')}
              value={context.password}
              onChange={(value) => send({ type: 'CHANGE', field: 'password', value })}
              autoComplete="new-password"
              isRequired
              autoFocus
              {...fieldProblem(context.errors.password)}
            />
            <PasswordField
              label={t('password.repeat')}
              value={context.repeat}
              onChange={(value) => send({ type: 'CHANGE', field: 'repeat', value })}
              autoComplete="new-password"
              isRequired
              {...fieldProblem(context.errors.repeat)}
            />
          </>
        )}
        {step === 'done' && !state.matches('letterSent') && (
          <div className="settings-success" role="status">
            <Icon name="success" size={32} />
            <p>{t('reset.done')}</p>
          </div>
        )}
      </form>
    </StepModal>
  );
}

/** The reset modal names its step (1 of 4) for everyone, not only through the changing content. */
function StepModal({
  title,
  progress,
  isOpen,
  onClose,
  footer,
  children,
}: {
  title: string;
  progress: { step: number; total: number };
  isOpen: boolean;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      title={
        <>
          {title}
          <span className="settings-step">{t('reset.step', progress)}</span>
        </>
      }
      size="sm"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={() => footer}
    >
      {children}
    </Modal>
  );
}
