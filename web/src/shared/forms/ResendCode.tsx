import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatCountdown } from '../lib/countdown';
import { DevMessagesHint } from '../lib/DevMessagesHint';
import type { ResendCountdownMachine } from '../machines/resend-countdown.machine';
import { Button } from '../ui';

/**
 * "Send again" of an SMS code in the settings modals (phone confirmation, password reset): the
 * minutes and seconds left, then the link; `actor` is the modal's resend-countdown child.
 */
export function ResendCode({ actor }: { actor: ActorRefFrom<ResendCountdownMachine> | undefined }) {
  const { t } = useTranslation('settings');
  const view = useSelector(actor, (snapshot) =>
    snapshot
      ? { ready: snapshot.can({ type: 'RESEND' }), sending: snapshot.matches('sending'), secondsLeft: snapshot.context.secondsLeft }
      : null,
  );
  if (!actor || !view) return null;
  return (
    // role=timer: the countdown is not read aloud every second (its implicit aria-live is off).
    <div className="settings-resend">
      {view.ready ? (
        <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'RESEND' })}>
          {t('phoneConfirm.resend')}
        </Button>
      ) : view.sending ? (
        <span>{t('phoneConfirm.sending')}</span>
      ) : (
        <span role="timer">{t('phoneConfirm.resendIn', { time: formatCountdown(view.secondsLeft) })}</span>
      )}
      <DevMessagesHint channel="sms" />
    </div>
  );
}
