import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useOpenOnce } from '../../../shared/lib/open-once';
import { useAppActor, useAppStatus } from '../../../shared/session/session-context';
import { InlineLoader } from '../../../shared/ui';

/**
 * A typed /company-create or /company-registration-main in the main shell (spec 001 §2's route
 * table): the app opens the registration form, whose own route answers the same address.
 *
 * Only an address the page was loaded with counts, and it counts once (useOpenOnce): the form's own
 * exits (Finish, "go to companies"), which leave the app in the main shell at this same address,
 * land on the companies instead of opening the form again.
 */
export function StartCompanyCreate() {
  const app = useAppActor();
  const status = useAppStatus();
  const { open, handOver } = useOpenOnce({ typedOnly: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (!open) return;
    handOver();
    app.send({ type: 'START_COMPANY_CREATE' });
    // Once, on arrival.
  }, []);
  if (!open) return <Navigate to={status === 'main' ? '/' : '/companies'} replace />;
  return <InlineLoader />;
}
