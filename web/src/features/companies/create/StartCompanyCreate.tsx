import { useEffect } from 'react';
import { useAppActor } from '../../../shared/session/session-context';
import { InlineLoader } from '../../../shared/ui';

/**
 * A typed /company-create or /company-registration-main in the main shell (spec 001 §2's route
 * table): the app opens the registration form, whose route then answers the same address.
 */
export function StartCompanyCreate() {
  const app = useAppActor();
  useEffect(() => {
    app.send({ type: 'START_COMPANY_CREATE' });
  }, [app]);
  return <InlineLoader />;
}
