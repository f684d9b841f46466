import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useOpenOnce } from '../../../shared/lib/open-once';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { InlineLoader } from '../../../shared/ui';
import { liveOpenVerificationMachine } from '../live';

/**
 * /company-verify in the main shell (spec 001 §2; the rejection e-mail's link and the bell's
 * rejection notice): hands over to the verification screen of the linked (or active) company when
 * it has one; else home. An address opens it once (useOpenOnce), so the verification screen's own
 * exits, which leave the app in the main shell at this address, do not reopen it.
 */
export function OpenVerificationPage() {
  const { open, handOver } = useOpenOnce();
  return open ? <OpenTyped handOver={handOver} /> : <Navigate to="/" replace />;
}

function OpenTyped({ handOver }: { handOver: () => void }) {
  const app = useAppActor();
  const user = useAppUser();
  const [params] = useSearchParams();
  const company = user?.company;
  const active =
    company?.id === undefined || company.id === null
      ? null
      : { id: String(company.id), statusId: company.status?.id === undefined ? null : Number(company.status.id) };
  const actor = useActorRef(liveOpenVerificationMachine, { input: { requested: params.get('company_id'), active } });
  const outcome = useSelector(actor, (s) => (s.status === 'done' ? (s.value as 'reload' | 'verify' | 'home') : null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: each outcome acts once (see below).
  useEffect(() => {
    // After the reload the linked company is the active one, and this page decides again.
    if (outcome === 'reload') app.send({ type: 'RELOAD' });
    if (outcome === 'verify') {
      handOver();
      app.send({ type: 'START_VERIFICATION' });
    }
    // Each outcome acts once; the location and the app actor do not change what it means.
  }, [outcome]);
  if (outcome === 'home') return <Navigate to="/" replace />;
  return <InlineLoader />;
}
