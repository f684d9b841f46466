import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatCountdown } from '../lib/countdown';
import { DevMessagesHint } from '../lib/DevMessagesHint';
import type { ResendCountdownMachine } from '../machines/resend-countdown.machine';
import { Button } from '../ui';

/**
 * "Send again": a countdown (minutes and seconds) until it may be used, then a link-like button.
 * The countdown is announced politely once, not every second (aria-live on the outcome only).
 */
export function ResendLink({ actor, what }: { actor: ActorRefFrom<ResendCountdownMachine> | undefined; what: 'code' | 'letter' }) {
  const { t } = useTranslation('auth');
  const view = useSelector(actor, (snapshot) =>
    snapshot
      ? {
          cooling: snapshot.matches('cooling'),
          sending: snapshot.matches('sending'),
          secondsLeft: snapshot.context.secondsLeft,
          resent: snapshot.context.resent,
          error: snapshot.context.error,
        }
      : null,
  );
  if (!actor || !view) return null;
  return (
    <div className="auth-resend">
      {view.cooling ? (
        <p className="auth-resend__wait">
          {t(what === 'code' ? 'resend.codeIn' : 'resend.letterIn')}{' '}
          <time className="auth-resend__time" dateTime={`PT${view.secondsLeft}S`}>
            {formatCountdown(view.secondsLeft)}
          </time>
        </p>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="auth-link-button"
          isPending={view.sending}
          onPress={() => actor.send({ type: 'RESEND' })}
        >
          {t(what === 'code' ? 'resend.code' : 'resend.letter')}
        </Button>
      )}
      <p className="auth-resend__status" role="status" aria-live="polite">
        {view.error ?? (view.resent > 0 ? t(what === 'code' ? 'resend.codeSent' : 'resend.letterSent') : '')}
      </p>
      <DevMessagesHint channel={what === 'code' ? 'sms' : 'email'} />
    </div>
  );
}
