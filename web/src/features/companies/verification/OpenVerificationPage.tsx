import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { InlineLoader } from '../../../shared/ui';
import { liveOpenVerificationMachine } from '../live';

/**
 * /company-verify in the main shell (spec 001 §2; the rejection e-mail's link): hands over to the
 * verification screen of the linked (or active) company when it has one; else home.
 */
export function OpenVerificationPage() {
  const app = useAppActor();
  const user = useAppUser();
  const [params] = useSearchParams();
  const company = user?.company;
  const active = company?.id === undefined || company.id === null ? null : { id: String(company.id), statusId: company.status?.id === undefined ? null : Number(company.status.id) };
  const actor = useActorRef(liveOpenVerificationMachine, { input: { requested: params.get('company_id'), active } });
  const outcome = useSelector(actor, (s) => (s.status === 'done' ? (s.value as 'reload' | 'verify' | 'home') : null));
  useEffect(() => {
    if (outcome === 'reload') app.send({ type: 'RELOAD' });
    if (outcome === 'verify') app.send({ type: 'START_VERIFICATION' });
  }, [outcome, app]);
  if (outcome === 'home') return <Navigate to="/" replace />;
  return <InlineLoader />;
}
