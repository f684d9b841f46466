import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useSessionHooks } from '../../../shared/session/session-context';
import { formatPhone } from '../../../shared/forms/phone';
import { CodeEntryForm, useCodeEntry } from '../../../shared/forms/CodeEntryForm';
import { Button, InlineLoader, Modal } from '../../../shared/ui';
import { livePhoneConfirm } from '../live';
import type { phoneConfirmMachine } from './phone-confirm.machine';

export type PhoneConfirmRef = ActorRefFrom<typeof phoneConfirmMachine>;

/**
 * The phone confirmation modal: the 6-digit code, Confirm, Cancel, and "send again"
 * once the 90 s countdown (minutes and seconds) is over. It renders whichever actor runs the flow:
 * the profile edit machine's child, or a standalone one from the profile tab.
 */
export function PhoneConfirmDialog({ actor }: { actor: PhoneConfirmRef }) {
  const { t } = useTranslation('settings');
  const state = useSelector(actor, (snapshot) => snapshot);
  // The code entry is the shared SMS-code step, the child `code` while the flow is active.
  const codeStep = state.children.code;
  const entry = useCodeEntry(codeStep);
  const { phone } = state.context;
  const active = state.matches('active');
  const confirming = entry?.confirming ?? false;
  const open = state.status !== 'done';

  return (
    <Modal
      title={t('phoneConfirm.title')}
      size="sm"
      isOpen={open}
      isDismissable={false}
      onOpenChange={(isOpen) => !isOpen && actor.send({ type: 'CANCEL' })}
      footer={() => (
        <>
          <Button variant="secondary" isDisabled={confirming} onPress={() => actor.send({ type: 'CANCEL' })}>
            {t('actions.cancel')}
          </Button>
          <Button variant="primary" form="phone-confirm-form" type="submit" isDisabled={!active} isPending={confirming}>
            {t('phoneConfirm.confirm')}
          </Button>
        </>
      )}
    >
      {state.matches('sending') && <InlineLoader label={t('phoneConfirm.sending')} />}
      {state.matches('sendFailed') && (
        <div className="ui-notice ui-notice--error" role="alert">
          <div>
            <p>{t('phoneConfirm.sendFailed')}</p>
            <Button size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('actions.retry')}
            </Button>
          </div>
        </div>
      )}
      {active && entry && (
        <CodeEntryForm
          id="phone-confirm-form"
          className="settings-form"
          codeStep={codeStep}
          entry={entry}
          intro={t('phoneConfirm.sent', { phone: formatPhone(phone) })}
          label={t('phoneConfirm.code')}
        />
      )}
    </Modal>
  );
}

/** The modal with its own actor, for the profile tab's "Confirm" button. */
export function PhoneConfirmModal({ phone, onClose }: { phone: string; onClose: () => void }) {
  const hooks = useSessionHooks();
  const machine = useMemo(() => livePhoneConfirm(hooks), [hooks]);
  const actor = useActorRef(machine, { input: { phone } });
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return <PhoneConfirmDialog actor={actor} />;
}
