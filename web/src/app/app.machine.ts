// The application status: which part of the product the signed-in (or not) user may see.
// Network calls are actors and token storage is an action, both injected with .provide(), so this
// file stays free of the DOM and of fetch (see app.machine.spec.ts).
import { assign, fromCallback, setup } from 'xstate';
import type { AppContext, AppEvent, ResolvedStatus, SuccessKind, UserInfo } from '../shared/session/session';
import { SUCCESS_ACTION_DELAY_MS } from '../shared/session/session';
import { COMPANY_STATUS } from '../shared/api/company-status';
import { notProvided } from '../shared/machines/not-provided';
import { isRecord } from '../shared/api/contract';

/**
 * A verifier's decision about one of the user's companies was heard on the live stream (or the
 * stream came back after a break, in which one may have been missed). Sent by the `companyEvents`
 * actor, never by a screen.
 */
export type CompanyChanged = { type: 'COMPANY_CHANGED' };

/** The API writes flags as 1/0; older answers used booleans or strings. */
function isSet(flag: unknown): boolean {
  return flag === 1 || flag === true || flag === '1';
}

export function companyStatusId(user: UserInfo): number | null {
  const company = user.company;
  if (!isRecord(company) || company.id === undefined || company.id === null) return null;
  if (!isRecord(company.status)) return null;
  const id = Number(company.status.id);
  return Number.isFinite(id) ? id : null;
}

/** `onboarding_step` of the active company (1 company data, 2 administrator, 3 done); null when not said. */
export function onboardingStep(user: UserInfo): number | null {
  const company = user.company;
  if (!isRecord(company)) return null;
  const step = Number(company.onboarding_step);
  return Number.isFinite(step) ? step : null;
}

/**
 * Whether the user is someone else's member of the active company (an administrator, deputy or user):
 * the owner's onboarding (company data, administrator, extract) is never theirs. An answer that does
 * not name the role counts as the owner's, as before roles were answered.
 */
export function joinedActiveCompany(user: UserInfo): boolean {
  const code = user.company?.user?.role?.code;
  return typeof code === 'string' && code !== 'owner';
}

/**
 * Decides the status from `user_data`, in the specification's order:
 * not an object (error answer, null, 'data cant be null') → auth;
 * e-mail not confirmed → auth (such an account cannot be used until the letter is confirmed);
 * profile not created → profile-create; verifier flag → verifier;
 * company status 1 of a member who is not its owner (a deputy invited before verification) → main,
 * where the company's state and what their rights open are shown, never the owner's wizard;
 * company status 1 with its administrator not yet chosen (onboarding step 2) → company-registration;
 * company status 1 (created, not yet sent for verification) → company-verification;
 * company status above 1 → main; no company or no status → companies-profile.
 */
export function resolveStatus(userData: unknown): ResolvedStatus {
  if (!isRecord(userData)) return 'auth';
  const user = userData as UserInfo;
  if (!isSet(user.is_confirm_email)) return 'auth';
  // Verifiers are platform staff created by an admin (cli user:create): the personal-profile step
  // belongs to company staff and ends in "add a company", which a verifier never does.
  if (isSet(user.is_verifier)) return 'verifier';
  if (!isSet(user.is_profile_created)) return 'profile-create';
  const statusId = companyStatusId(user);
  // Spec 001 §2: a company saved but its administrator not yet chosen resumes on that step.
  if (statusId === COMPANY_STATUS.registered && joinedActiveCompany(user)) return 'main';
  if (statusId === COMPANY_STATUS.registered) return onboardingStep(user) === 2 ? 'company-registration' : 'company-verification';
  if (statusId !== null && statusId > COMPANY_STATUS.registered) return 'main';
  return 'companies-profile';
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent | CompanyChanged,
  },
  actors: {
    /** Resolves with `user_data`; rejects when there is no token or the call fails. */
    loadUser: notProvided<UserInfo | null>('app.machine', 'loadUser'),
    logout: notProvided<void>('app.machine', 'logout'),
    /**
     * The live stream's company events for as long as the main shell shows the active company's
     * status; each is sent back as COMPANY_CHANGED. Hearing nothing is a safe stand-in (specs and the
     * model walk); live-app.machine.ts provides the stream.
     */
    companyEvents: fromCallback<CompanyChanged>(() => () => undefined),
  },
  actions: {
    /** Removes the stored token from local and session storage. */
    clearToken: () => {},
    forgetUser: assign({ user: null, success: null }),
    markSessionRejected: assign({ sessionRejected: true }),
    // A user read again means a working session: the "invalid token" notice of the sign-in page goes.
    rememberUser: assign({
      user: (_, params: { user: unknown }) => (isRecord(params.user) ? (params.user as UserInfo) : null),
      sessionRejected: false,
    }),
    /** A background re-read: only a user that differs replaces the shown one, so nothing re-renders for nothing. */
    refreshUser: assign(({ context }, params: { user: unknown }) =>
      isRecord(params.user) && JSON.stringify(params.user) !== JSON.stringify(context.user) ? { user: params.user as UserInfo } : {},
    ),
    rememberSuccess: assign({ success: (_, params: { kind: SuccessKind }) => params.kind }),
    forgetSuccess: assign({ success: null }),
  },
  delays: {
    /** Success modals fire their success action after 2.5 s (specification 000, §2 and §9). */
    successAction: SUCCESS_ACTION_DELAY_MS,
  },
  guards: {
    /** "User data saved" moves on to the companies profile by itself; other success screens wait for a button. */
    successOpensCompanies: ({ context }) => context.success === 'profile-saved',
    /** Only a signed-in user can be updated; a late answer after sign-out must not bring one back. */
    hasUser: ({ context }) => context.user !== null,
    resolvesTo: (_, params: { user: unknown; status: ResolvedStatus }) => resolveStatus(params.user) === params.status,
  },
}).createMachine({
  id: 'app',
  initial: 'loading',
  context: { user: null, success: null, sessionRejected: false },
  on: {
    RELOAD: '.loading',
    LOGOUT: '.loading.signingOut',
    UNAUTHORIZED: { target: '.auth', actions: ['clearToken', 'forgetUser', 'markSessionRejected'] },
    // Another tab ended the session: nothing was refused here, so no "invalid token" notice.
    SIGNED_OUT_ELSEWHERE: { target: '.auth', actions: ['clearToken', 'forgetUser'] },
    USER_UPDATED: { guard: 'hasUser', actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.user }) } },
  },
  states: {
    loading: {
      initial: 'fetchingUser',
      // Nothing on screen can log out while loading; a repeated LOGOUT must not restart the call.
      on: { LOGOUT: {} },
      states: {
        fetchingUser: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: [
              {
                guard: { type: 'resolvesTo', params: ({ event }) => ({ user: event.output, status: 'auth' }) },
                target: '#app.auth',
                actions: ['clearToken', 'forgetUser'],
              },
              {
                guard: { type: 'resolvesTo', params: ({ event }) => ({ user: event.output, status: 'profile-create' }) },
                target: '#app.profile-create',
                actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
              },
              {
                guard: { type: 'resolvesTo', params: ({ event }) => ({ user: event.output, status: 'verifier' }) },
                target: '#app.verifier',
                actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
              },
              {
                guard: { type: 'resolvesTo', params: ({ event }) => ({ user: event.output, status: 'company-registration' }) },
                target: '#app.company-registration',
                actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
              },
              {
                guard: { type: 'resolvesTo', params: ({ event }) => ({ user: event.output, status: 'company-verification' }) },
                target: '#app.company-verification',
                actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
              },
              {
                guard: { type: 'resolvesTo', params: ({ event }) => ({ user: event.output, status: 'main' }) },
                target: '#app.main',
                actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
              },
              {
                target: '#app.companies-profile',
                actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
              },
            ],
            // No token, a network failure or an error answer: the stored session is not usable.
            onError: { target: '#app.auth', actions: ['clearToken', 'forgetUser'] },
          },
        },
        signingOut: {
          // Leaving must not be undone by a reload racing the logout call.
          on: { RELOAD: {} },
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: { target: '#app.auth', actions: ['clearToken', 'forgetUser'] },
            // The session ends on this device even when the server could not be told.
            onError: { target: '#app.auth', actions: ['clearToken', 'forgetUser'] },
          },
        },
      },
    },
    auth: {
      on: {
        // Public calls (a wrong password) may answer 401; there is no session to drop.
        UNAUTHORIZED: {},
        SIGNED_OUT_ELSEWHERE: {},
        LOGOUT: {},
        SHOW_SUCCESS: { target: 'success', actions: { type: 'rememberSuccess', params: ({ event }) => ({ kind: event.kind }) } },
      },
    },
    'profile-create': {
      on: {
        SHOW_SUCCESS: { target: 'success', actions: { type: 'rememberSuccess', params: ({ event }) => ({ kind: event.kind }) } },
      },
    },
    'companies-profile': {
      on: {
        START_COMPANY_CREATE: 'company-create',
        START_VERIFICATION: 'company-verification',
      },
    },
    'company-create': {
      on: {
        COMPANY_SAVED: 'company-registration',
        // Both onboarding steps live on one screen; saving the administrator ends the wizard.
        COMPANY_REGISTERED: { target: 'success', actions: { type: 'rememberSuccess', params: { kind: 'company-created' } } },
        OPEN_COMPANIES: 'companies-profile',
      },
    },
    'company-registration': {
      on: {
        COMPANY_REGISTERED: { target: 'success', actions: { type: 'rememberSuccess', params: { kind: 'company-created' } } },
        OPEN_COMPANIES: 'companies-profile',
      },
    },
    'company-verification': {
      on: {
        VERIFICATION_SUBMITTED: { target: 'success', actions: { type: 'rememberSuccess', params: { kind: 'company-verification' } } },
        OPEN_COMPANIES: 'companies-profile',
      },
    },
    main: {
      // A verifier's decision changes what the header's badge, home's banner and the screens that
      // follow the status show: the user is read again in the background, and the status stays
      // unless the answer decides another one (a company removed by the verifier leaves the shell).
      invoke: { id: 'companyEvents', src: 'companyEvents' },
      initial: 'current',
      states: {
        current: { on: { COMPANY_CHANGED: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshUser',
            src: 'loadUser',
            onDone: [
              {
                guard: { type: 'resolvesTo', params: ({ event }) => ({ user: event.output, status: 'main' }) },
                target: 'current',
                actions: { type: 'refreshUser', params: ({ event }) => ({ user: event.output }) },
              },
              { target: '#app.loading' },
            ],
            // What is shown stays; the next event or load reads it again (a 401 signs out on its own).
            onError: 'current',
          },
          // Another decision meanwhile: read again, so the answer shown is not older than the news.
          on: { COMPANY_CHANGED: { target: 'refreshing', reenter: true } },
        },
      },
      on: {
        START_COMPANY_CREATE: 'company-create',
        // A rejected company (status 3) goes back to its extract to be corrected and resubmitted.
        START_VERIFICATION: 'company-verification',
      },
    },
    verifier: {},
    success: {
      exit: 'forgetSuccess',
      after: { successAction: { guard: 'successOpensCompanies', target: 'companies-profile' } },
      on: {
        START_COMPANY_CREATE: 'company-create',
        START_VERIFICATION: 'company-verification',
        OPEN_COMPANIES: 'companies-profile',
      },
    },
  },
});

export type AppMachine = typeof appMachine;
