import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from 'react-i18next';
import { useSessionHooks } from '../../shared/session/session-context';
import { Button, InlineLoader, Modal } from '../../shared/ui';
import { liveOfficePresence } from './live';

/** The office-presence picker: one status from the list, confirmed with Save. */
export function OfficePresenceModal({ current, onClose }: { current: number | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const hooks = useSessionHooks();
  const machine = useMemo(() => liveOfficePresence(hooks), [hooks]);
  const [state, send] = useMachine(machine, { input: { current } });
  const closed = state.status === 'done';
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  return (
    <Modal
      title={t('presence.title')}
      size="sm"
      isOpen={!closed}
      onOpenChange={(open) => !open && send({ type: 'CLOSE' })}
      footer={() => (
        <>
          <Button variant="secondary" onPress={() => send({ type: 'CLOSE' })}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="primary"
            isPending={state.matches('saving')}
            isDisabled={!state.can({ type: 'SAVE' }) && !state.matches('saving')}
            onPress={() => send({ type: 'SAVE' })}
          >
            {t('actions.save')}
          </Button>
        </>
      )}
    >
      {state.matches('loading') && <InlineLoader />}
      {state.matches('loadFailed') && (
        <div className="ui-notice ui-notice--error" role="alert">
          <p>{t('options.failed')}</p>
          <Button size="sm" onPress={() => send({ type: 'RETRY' })}>
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {(state.matches('choosing') || state.matches('saving')) && (
        <RadioGroup
          className="settings-radios"
          aria-label={t('presence.label')}
          value={state.context.selected === null ? null : String(state.context.selected)}
          onChange={(value) => send({ type: 'SELECT', id: Number(value) })}
          isDisabled={state.matches('saving')}
        >
          {state.context.options.map((option) => (
            <Radio key={option.id} value={String(option.id)} className="settings-radio">
              <span className="settings-radio__mark" aria-hidden="true" />
              {option.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
    </Modal>
  );
}
