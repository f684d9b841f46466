import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { flowStorage } from '../../../shared/lib/flow-storage';
import { liveProfileMachine, readDraft } from '../live';
import type { ProfileCreateMachine } from './profile-create.machine';
import '../../../shared/layout/auth-forms.css';
import './profile-create.css';

const ProfileFlowContext = createContext<ActorRefFrom<ProfileCreateMachine> | null>(null);

export function useProfileFlow(): ActorRefFrom<ProfileCreateMachine> {
  const actor = useContext(ProfileFlowContext);
  if (!actor) throw new Error('useProfileFlow: outside ProfileFlow');
  return actor;
}

const CONFIRM_PATH = '/confirm-phone';

/**
 * One machine for /profile-create and /confirm-phone, so the typed profile survives the trip to
 * the code and back. The machine moves the URL when it enters or leaves the code step; the
 * browser's back button leaving /confirm-phone cancels the step; opening /confirm-phone directly
 * resumes it with the stored pending phone, or goes to / without one.
 */
export function ProfileFlow() {
  const app = useAppActor();
  const user = useAppUser();
  const machine = useMemo(() => liveProfileMachine(app), [app]);
  const actor = useActorRef(machine, { input: { user, draft: readDraft() } });
  const inCodeStep = useSelector(actor, (s) => s.matches({ form: 'confirmingPhone' }));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wasInCodeStep = useRef(inCodeStep);

  useEffect(() => {
    if (inCodeStep && !wasInCodeStep.current && pathname !== CONFIRM_PATH) navigate(CONFIRM_PATH);
    if (!inCodeStep && wasInCodeStep.current && pathname === CONFIRM_PATH) navigate('/profile-create', { replace: true });
    wasInCodeStep.current = inCodeStep;
  }, [inCodeStep, pathname, navigate]);

  useEffect(() => {
    const snapshot = actor.getSnapshot();
    const inStep = snapshot.matches({ form: 'confirmingPhone' });
    if (pathname !== CONFIRM_PATH && inStep) actor.send({ type: 'CANCEL_PHONE' });
    if (pathname === CONFIRM_PATH && !inStep && !snapshot.matches({ form: 'sendingCode' })) {
      const pending = flowStorage.get('pendingPhone');
      if (pending && snapshot.can({ type: 'RESUME_PHONE', phone: pending })) {
        wasInCodeStep.current = true;
        actor.send({ type: 'RESUME_PHONE', phone: pending });
      } else navigate('/', { replace: true });
    }
  }, [pathname, actor, navigate]);

  return (
    <ProfileFlowContext.Provider value={actor}>
      <Outlet />
    </ProfileFlowContext.Provider>
  );
}
