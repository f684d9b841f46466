import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asked once per page load: the capture answers only where the server runs outside production. */
let probe: Promise<boolean> | null = null;

function useDevMessagesAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    probe ??= fetch('/api/v2/dev/messages?to=-', { headers: { Accept: 'application/json' } }).then(
      (response) => response.ok,
      () => false,
    );
    void probe.then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, []);
  return available;
}

/**
 * On the screens that wait for a letter or an SMS: in development nothing leaves the machine, so a
 * new user is pointed to /dev/messages, where every message sent is shown. Shown only where the
 * server captures messages (never in production, where that page does not exist).
 */
export function DevMessagesHint({ channel }: { channel: 'email' | 'sms' }) {
  const { t } = useTranslation('common');
  if (!useDevMessagesAvailable()) return null;
  return (
    <p className="dev-messages-hint">
      {t(channel === 'email' ? 'devMessages.email' : 'devMessages.sms')}{' '}
      <a href="/dev/messages" target="_blank" rel="noopener noreferrer">
        /dev/messages
        <span className="visually-hidden"> {t('devMessages.newTab')}</span>
      </a>
    </p>
  );
}
