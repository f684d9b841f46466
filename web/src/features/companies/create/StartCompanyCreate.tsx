import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppActor, useAppStatus } from '../../../shared/session/session-context';
import { InlineLoader } from '../../../shared/ui';

/**
 * A typed /company-create or /company-registration-main in the main shell (spec 001 §2's route
 * table): the app opens the registration form, whose own route answers the same address.
 *
 * Only an address the page was loaded with counts (react-router's first location has the key
 * 'default'), and it counts once: the location is replaced by itself, with a new key. So the
 * form's own exits (Finish, "go to companies"), which leave the app in the main shell at this
 * same address, land on the companies instead of opening the form again.
 */
export function StartCompanyCreate() {
  const app = useAppActor();
  const status = useAppStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const [typed] = useState(() => location.key === 'default');
  useEffect(() => {
    if (!typed) return;
    navigate(`${location.pathname}${location.search}`, { replace: true });
    app.send({ type: 'START_COMPANY_CREATE' });
    // Once, on arrival.
  }, []);
  if (!typed) return <Navigate to={status === 'main' ? '/' : '/companies'} replace />;
  return <InlineLoader />;
}
