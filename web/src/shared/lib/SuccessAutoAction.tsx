import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_ACTION_DELAY_MS, successActionMachine } from '../machines/success-action.machine';
import { Button } from '../ui';

/**
 * On a success screen: "in 2.5 s the sign-in page opens", then `onAct` runs by itself; "Stay on
 * this page" stops it (a screen reader user may still be reading).
 */
export function SuccessAutoAction({ onAct }: { onAct: () => void }) {
  const { t, i18n } = useTranslation('common');
  const act = useRef(onAct);
  act.current = onAct;
  const [machine] = useState(() => successActionMachine.provide({ actions: { act: () => act.current() } }));
  const actor = useActorRef(machine);
  const counting = useSelector(actor, (snapshot) => snapshot.matches('counting'));
  if (!counting) return null;
  const seconds = new Intl.NumberFormat(i18n.language).format(SUCCESS_ACTION_DELAY_MS / 1000);
  return (
    <p className="success-redirect">
      {t('successAction.toLogin', { seconds })}{' '}
      <Button variant="ghost" size="sm" className="success-redirect__stay" onPress={() => actor.send({ type: 'STAY' })}>
        {t('successAction.stay')}
      </Button>
    </p>
  );
}
