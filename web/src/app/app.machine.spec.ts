import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { settled } from '../shared/testing/machine';
import { TestModel } from 'xstate/graph';
import { APP_STATUSES, SUCCESS_ACTION_DELAY_MS, statusOf, type AppEvent, type AppStatus, type UserInfo } from '../shared/session/session';
import { appMachine, resolveStatus } from './app.machine';
import { madeUpUser } from '../shared/testing/user';

const confirmed = { is_confirm_email: 1, is_profile_created: 1 };
const USERS = {
  unconfirmedEmail: { is_confirm_email: 0, is_profile_created: 0 },
  needsProfile: { is_confirm_email: 1, is_profile_created: 0 },
  needsProfileNull: { is_confirm_email: 1, is_profile_created: null },
  verifier: { ...confirmed, is_verifier: 1, company: null },
  awaitingVerification: { ...confirmed, company: { id: 7, name: 'Acme', status: { id: 1 } } },
  awaitingVerificationDone: { ...confirmed, company: { id: 7, name: 'Acme', status: { id: 1 }, onboarding_step: 3 } },
  awaitingAdministrator: { ...confirmed, company: { id: 7, name: 'Acme', status: { id: 1 }, onboarding_step: 2 } },
  ownerOfDraft: {
    ...confirmed,
    company: { id: 7, name: 'Acme', status: { id: 1 }, onboarding_step: 2, user: { role: { id: 1, code: 'owner' } } },
  },
  deputyOfDraft: {
    ...confirmed,
    company: { id: 7, name: 'Acme', status: { id: 1 }, onboarding_step: 2, user: { role: { id: 3, code: 'deputy' } } },
  },
  administratorOfDraft: {
    ...confirmed,
    company: { id: 7, name: 'Acme', status: { id: 1 }, onboarding_step: 3, user: { role: { id: 2, code: 'administrator' } } },
  },
  verified: { ...confirmed, name: 'Olena', company: { id: 7, name: 'Acme', status: { id: 3 } } },
  underConsideration: { ...confirmed, company: { id: 7, status: { id: 2 } } },
  noCompany: { ...confirmed, company: null },
  companyWithoutStatus: { ...confirmed, company: { id: 7, status: null } },
  statusWithoutCompanyId: { ...confirmed, company: { status: { id: 1 } } },
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
const ok = (value: unknown): Outcome => ({ ok: true, value });
const fail = (error: unknown): Outcome => ({ ok: false, error });

/** An app actor whose network actors answer from scripted outcomes, in order. */
function startApp(loadUserOutcomes: Outcome[], logoutOutcomes: Outcome[] = [ok(undefined)]) {
  const clearToken = jest.fn();
  const calls = { loadUser: 0, logout: 0 };
  const next = async (outcomes: Outcome[], index: number) => {
    const outcome = outcomes[Math.min(index, outcomes.length - 1)];
    if (!outcome) throw new Error('no scripted outcome');
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  };
  const machine = appMachine.provide({
    actors: {
      // Scripted answers may be anything the server could send; the live actor parses them first.
      loadUser: fromPromise(async () => (await next(loadUserOutcomes, calls.loadUser++)) as UserInfo | null),
      logout: fromPromise(async () => {
        await next(logoutOutcomes, calls.logout++);
      }),
    },
    actions: { clearToken },
  });
  const actor = createActor(machine).start();
  return { actor, clearToken, calls };
}

describe('resolveStatus (specification 000, §4)', () => {
  it.each<[string, AppStatus, unknown]>([
    ['an error answer (not an object)', 'auth', 'data cant be null'],
    ['null user_data', 'auth', null],
    ['an array', 'auth', []],
    ['e-mail not confirmed', 'auth', USERS.unconfirmedEmail],
    ['profile not created', 'profile-create', USERS.needsProfile],
    ['profile flag null', 'profile-create', USERS.needsProfileNull],
    ['verifier', 'verifier', USERS.verifier],
    ['company status 1', 'company-verification', USERS.awaitingVerification],
    ['company status 1, onboarding done', 'company-verification', USERS.awaitingVerificationDone],
    ['company status 1, administrator not chosen (a reload on step 2)', 'company-registration', USERS.awaitingAdministrator],
    ['company status 1, its owner on step 2', 'company-registration', USERS.ownerOfDraft],
    ["company status 1, a deputy invited before verification (never the owner's wizard)", 'main', USERS.deputyOfDraft],
    ['company status 1, its administrator', 'main', USERS.administratorOfDraft],
    ['company status 2', 'main', USERS.underConsideration],
    ['company status 3', 'main', USERS.verified],
    ['no company', 'companies-profile', USERS.noCompany],
    ['company without a status', 'companies-profile', USERS.companyWithoutStatus],
    ['a status but no company id', 'companies-profile', USERS.statusWithoutCompanyId],
    [
      'flags as strings and booleans',
      'main',
      { is_confirm_email: true, is_profile_created: '1', company: { id: '3', status: { id: '4' } } },
    ],
  ])('%s → %s', (_, expected, userData) => {
    expect(resolveStatus(userData)).toBe(expected);
  });

  it('sends a verifier to the back office even without a personal profile', () => {
    expect(resolveStatus({ is_confirm_email: 1, is_profile_created: 0, is_verifier: 1 })).toBe('verifier');
  });
});

describe('app machine: start-up', () => {
  it('starts in loading and asks for the user', () => {
    const { actor, calls } = startApp([ok(USERS.verified)]);
    expect(statusOf(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().matches({ loading: 'fetchingUser' })).toBe(true);
    expect(calls.loadUser).toBe(1);
  });

  it.each<[string, Outcome, AppStatus]>([
    ['no token (loadUser rejects without a call)', fail(Object.assign(new Error('no token'), { code: 'NO_TOKEN', status: 401 })), 'auth'],
    ['a network failure', fail(new Error('network')), 'auth'],
    ['a non-object answer', ok('<html>'), 'auth'],
    ['null user_data', ok(null), 'auth'],
    ['an unconfirmed e-mail', ok(USERS.unconfirmedEmail), 'auth'],
  ])('%s → auth, token removed', async (_, outcome, expected) => {
    const { actor, clearToken } = startApp([outcome]);
    const snapshot = await settled(actor, 'loading');
    expect(statusOf(snapshot)).toBe(expected);
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(snapshot.context.user).toBeNull();
  });

  it.each<[keyof typeof USERS, AppStatus]>([
    ['needsProfile', 'profile-create'],
    ['verifier', 'verifier'],
    ['awaitingVerification', 'company-verification'],
    ['underConsideration', 'main'],
    ['verified', 'main'],
    ['noCompany', 'companies-profile'],
    ['companyWithoutStatus', 'companies-profile'],
  ])('user %s → %s, user remembered, token kept', async (name, expected) => {
    const { actor, clearToken } = startApp([ok(USERS[name])]);
    const snapshot = await settled(actor, 'loading');
    expect(statusOf(snapshot)).toBe(expected);
    expect(snapshot.context.user).toEqual(USERS[name]);
    expect(clearToken).not.toHaveBeenCalled();
  });
});

describe('app machine: session events', () => {
  it('LOGOUT calls logout, then drops the token and goes to auth', async () => {
    const { actor, clearToken, calls } = startApp([ok(USERS.verified)]);
    await settled(actor, 'loading');
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches({ loading: 'signingOut' })).toBe(true);
    expect(clearToken).not.toHaveBeenCalled();
    const snapshot = await settled(actor, 'loading');
    expect(statusOf(snapshot)).toBe('auth');
    expect(calls.logout).toBe(1);
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(snapshot.context.user).toBeNull();
  });

  it('LOGOUT still ends the local session when the logout call fails', async () => {
    const { actor, clearToken } = startApp([ok(USERS.verifier)], [fail(new Error('offline'))]);
    await settled(actor, 'loading');
    actor.send({ type: 'LOGOUT' });
    expect(statusOf(await settled(actor, 'loading'))).toBe('auth');
    expect(clearToken).toHaveBeenCalledTimes(1);
  });

  it('ignores RELOAD and a second LOGOUT while signing out', async () => {
    const { actor, calls } = startApp([ok(USERS.verified)]);
    await settled(actor, 'loading');
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'RELOAD' });
    expect(statusOf(await settled(actor, 'loading'))).toBe('auth');
    expect(calls.logout).toBe(1);
    expect(calls.loadUser).toBe(1);
  });

  it.each<keyof typeof USERS>(['verified', 'verifier', 'needsProfile', 'noCompany', 'awaitingVerification'])(
    'UNAUTHORIZED from the %s user goes to auth and drops the token',
    async (name) => {
      const { actor, clearToken } = startApp([ok(USERS[name])]);
      await settled(actor, 'loading');
      actor.send({ type: 'UNAUTHORIZED' });
      const snapshot = actor.getSnapshot();
      expect(statusOf(snapshot)).toBe('auth');
      expect(clearToken).toHaveBeenCalledTimes(1);
      expect(snapshot.context.user).toBeNull();
      // The sign-in page says why (spec 001 §8: 'Неверный токен пользователя').
      expect(snapshot.context.sessionRejected).toBe(true);
    },
  );

  it('the invalid-token notice stays off for a plain sign-out and goes once a user is read again', async () => {
    const { actor } = startApp([ok(USERS.verified), ok(USERS.verified)]);
    await settled(actor, 'loading');
    expect(actor.getSnapshot().context.sessionRejected).toBe(false);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().context.sessionRejected).toBe(true);
    actor.send({ type: 'RELOAD' });
    const again = await settled(actor, 'loading');
    expect(statusOf(again)).toBe('main');
    expect(again.context.sessionRejected).toBe(false);
  });

  it('SIGNED_OUT_ELSEWHERE (another tab ended the session) goes to auth without the invalid-token notice', async () => {
    const { actor, clearToken } = startApp([ok(USERS.verified)]);
    await settled(actor, 'loading');
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    const snapshot = actor.getSnapshot();
    expect(statusOf(snapshot)).toBe('auth');
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.sessionRejected).toBe(false);
    expect(clearToken).toHaveBeenCalledTimes(1);
    clearToken.mockClear();
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(clearToken).not.toHaveBeenCalled();
  });

  it('UNAUTHORIZED while loading stops the load and goes to auth', () => {
    const { actor, clearToken } = startApp([ok(USERS.verified)]);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(statusOf(actor.getSnapshot())).toBe('auth');
    expect(clearToken).toHaveBeenCalledTimes(1);
  });

  it('UNAUTHORIZED and LOGOUT in auth change nothing', async () => {
    const { actor, clearToken, calls } = startApp([ok(null)]);
    await settled(actor, 'loading');
    clearToken.mockClear();
    actor.send({ type: 'UNAUTHORIZED' });
    actor.send({ type: 'LOGOUT' });
    expect(statusOf(actor.getSnapshot())).toBe('auth');
    expect(actor.getSnapshot().context.sessionRejected).toBe(false);
    expect(clearToken).not.toHaveBeenCalled();
    expect(calls.logout).toBe(0);
  });

  it('RELOAD reads the user again and decides again (e.g. after sign-in)', async () => {
    const { actor, calls } = startApp([fail(new Error('no token')), ok(USERS.needsProfile), ok(USERS.verified)]);
    expect(statusOf(await settled(actor, 'loading'))).toBe('auth');
    actor.send({ type: 'RELOAD' });
    expect(statusOf(actor.getSnapshot())).toBe('loading');
    expect(statusOf(await settled(actor, 'loading'))).toBe('profile-create');
    actor.send({ type: 'RELOAD' });
    expect(statusOf(await settled(actor, 'loading'))).toBe('main');
    expect(calls.loadUser).toBe(3);
  });

  it('USER_UPDATED shows the fresh user_data without leaving the status', async () => {
    const { actor, calls } = startApp([ok(USERS.noCompany)]);
    await settled(actor, 'loading');
    const fresh = { ...USERS.noCompany, name: 'Olena', is_confirm_phone: 1 };
    actor.send({ type: 'USER_UPDATED', user: fresh });
    expect(statusOf(actor.getSnapshot())).toBe('companies-profile');
    expect(actor.getSnapshot().context.user).toEqual(fresh);
    expect(calls.loadUser).toBe(1);
  });

  it('USER_UPDATED after sign-out does not bring the user back', async () => {
    const { actor } = startApp([ok(USERS.verified)]);
    await settled(actor, 'loading');
    actor.send({ type: 'UNAUTHORIZED' });
    actor.send({ type: 'USER_UPDATED', user: USERS.verified });
    expect(statusOf(actor.getSnapshot())).toBe('auth');
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});

describe('app machine: onboarding and success screens', () => {
  it('auth → success (registration letter sent) → RELOAD without a token → auth', async () => {
    const { actor } = startApp([fail(new Error('no token'))]);
    await settled(actor, 'loading');
    actor.send({ type: 'SHOW_SUCCESS', kind: 'registration' });
    expect(statusOf(actor.getSnapshot())).toBe('success');
    expect(actor.getSnapshot().context.success).toBe('registration');
    actor.send({ type: 'RELOAD' });
    const snapshot = await settled(actor, 'loading');
    expect(statusOf(snapshot)).toBe('auth');
    expect(snapshot.context.success).toBeNull();
  });

  it('profile saved → success → add company → company data → administrator → company created → verification → submitted', async () => {
    const { actor } = startApp([ok(USERS.needsProfile)]);
    await settled(actor, 'loading');
    const steps: Array<[AppEvent, AppStatus]> = [
      [{ type: 'SHOW_SUCCESS', kind: 'profile-saved' }, 'success'],
      [{ type: 'START_COMPANY_CREATE' }, 'company-create'],
      [{ type: 'COMPANY_SAVED' }, 'company-registration'],
      [{ type: 'COMPANY_REGISTERED' }, 'success'],
      [{ type: 'START_VERIFICATION' }, 'company-verification'],
      [{ type: 'VERIFICATION_SUBMITTED' }, 'success'],
    ];
    for (const [event, expected] of steps) {
      actor.send(event);
      expect(statusOf(actor.getSnapshot())).toBe(expected);
    }
    expect(actor.getSnapshot().context.success).toBe('company-verification');
  });

  it.each<AppStatus>(['company-create', 'company-registration', 'company-verification'])(
    'OPEN_COMPANIES leaves %s for companies-profile',
    async (from) => {
      const { actor } = startApp([ok(USERS.noCompany)]);
      await settled(actor, 'loading');
      actor.send({ type: 'START_COMPANY_CREATE' });
      if (from !== 'company-create') actor.send({ type: 'COMPANY_SAVED' });
      if (from === 'company-verification') {
        actor.send({ type: 'COMPANY_REGISTERED' });
        actor.send({ type: 'START_VERIFICATION' });
      }
      expect(statusOf(actor.getSnapshot())).toBe(from);
      actor.send({ type: 'OPEN_COMPANIES' });
      expect(statusOf(actor.getSnapshot())).toBe('companies-profile');
    },
  );

  it('the administrator saved on the create screen shows "company created" (spec 001 §2), whose button opens verification', async () => {
    const { actor } = startApp([ok(USERS.noCompany)]);
    await settled(actor, 'loading');
    actor.send({ type: 'START_COMPANY_CREATE' });
    actor.send({ type: 'COMPANY_REGISTERED' });
    expect(statusOf(actor.getSnapshot())).toBe('success');
    expect(actor.getSnapshot().context.success).toBe('company-created');
    actor.send({ type: 'START_VERIFICATION' });
    expect(statusOf(actor.getSnapshot())).toBe('company-verification');
  });

  it('a reload on the Administrator step resumes there, and saving it shows "company created"', async () => {
    const { actor } = startApp([ok(USERS.awaitingAdministrator)]);
    expect(statusOf(await settled(actor, 'loading'))).toBe('company-registration');
    actor.send({ type: 'COMPANY_REGISTERED' });
    expect(actor.getSnapshot().context.success).toBe('company-created');
  });

  it('a verified user may start registering another company', async () => {
    const { actor } = startApp([ok(USERS.verified)]);
    await settled(actor, 'loading');
    actor.send({ type: 'START_COMPANY_CREATE' });
    expect(statusOf(actor.getSnapshot())).toBe('company-create');
  });

  it('ignores onboarding events where they make no sense', async () => {
    const { actor } = startApp([ok(USERS.verifier)]);
    await settled(actor, 'loading');
    for (const type of [
      'START_COMPANY_CREATE',
      'COMPANY_SAVED',
      'COMPANY_REGISTERED',
      'VERIFICATION_SUBMITTED',
      'OPEN_COMPANIES',
    ] as const) {
      actor.send({ type });
    }
    actor.send({ type: 'SHOW_SUCCESS', kind: 'forgot' });
    expect(statusOf(actor.getSnapshot())).toBe('verifier');
  });
});

describe('app machine: model-based walk of every status', () => {
  // The graph traversal runs the machine's pure transitions; invoked actors are represented by
  // their done/error events. Every shortest path is then replayed on a live actor whose fake
  // network actors answer exactly what the path's done/error events say.
  const DONE_LOAD = 'xstate.done.actor.loadUser';
  const ERROR_LOAD = 'xstate.error.actor.loadUser';
  const DONE_LOGOUT = 'xstate.done.actor.logout';
  const ERROR_LOGOUT = 'xstate.error.actor.logout';
  const events = [
    ...[
      USERS.needsProfile,
      USERS.verifier,
      USERS.awaitingVerification,
      USERS.awaitingAdministrator,
      USERS.verified,
      USERS.noCompany,
      null,
    ].map((output) => ({ type: DONE_LOAD, output })),
    { type: ERROR_LOAD, error: new Error('no token') },
    { type: DONE_LOGOUT, output: undefined },
    { type: ERROR_LOGOUT, error: new Error('offline') },
    { type: 'RELOAD' },
    { type: 'LOGOUT' },
    { type: 'UNAUTHORIZED' },
    { type: 'SIGNED_OUT_ELSEWHERE' },
    { type: 'SHOW_SUCCESS', kind: 'registration' },
    { type: 'START_COMPANY_CREATE' },
    { type: 'COMPANY_SAVED' },
    { type: 'COMPANY_REGISTERED' },
    { type: 'START_VERIFICATION' },
    { type: 'VERIFICATION_SUBMITTED' },
    { type: 'OPEN_COMPANIES' },
  ];
  // createTestModel refuses machines with invocations, because a test model cannot run them; the
  // TestModel itself only traverses pure transitions, which is all this walk needs.
  // Done/error events are not in AppEvent's union, but they are what the traversal must feed.
  const model = new TestModel(appMachine, {
    events: events as unknown as readonly AppEvent[],
    // An actor's answer only exists while it runs: feed loadUser's answers only while fetching the
    // user and logout's only while signing out, so every path is one a live actor can take.
    filterEvents: (snapshot, event) => {
      if (event.type.endsWith('.loadUser')) return snapshot.matches({ loading: 'fetchingUser' });
      if (event.type.endsWith('.logout')) return snapshot.matches({ loading: 'signingOut' });
      return true;
    },
  });
  // One path to every distinct (state, context) pair, not only to the ends of the longest paths.
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every application status', () => {
    const reached = new Set(paths.map((path) => statusOf(path.state)));
    expect([...reached].sort()).toEqual([...APP_STATUSES].sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('replays: %s', async (_, path) => {
    const loadOutcomes: Outcome[] = [];
    const logoutOutcomes: Outcome[] = [];
    for (const step of path.steps) {
      const event = step.event as { type: string; output?: unknown; error?: unknown };
      if (event.type === DONE_LOAD) loadOutcomes.push(ok(event.output));
      if (event.type === ERROR_LOAD) loadOutcomes.push(fail(event.error));
      if (event.type === DONE_LOGOUT) logoutOutcomes.push(ok(undefined));
      if (event.type === ERROR_LOGOUT) logoutOutcomes.push(fail(event.error));
    }
    // A path may stop while a call is still pending: leave it pending.
    const pending: Outcome = { ok: true, value: new Promise(() => {}) };
    const { actor } = startApp([...loadOutcomes, pending], [...logoutOutcomes, pending]);
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (event.type.startsWith('xstate.')) {
        await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(step.state.value), { timeout: 1000 });
      } else {
        actor.send(event as AppEvent);
      }
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
    actor.stop();
  });
});

describe('app machine: success screens fire their action after 2.5 s', () => {
  async function atSuccess(kind: 'profile-saved' | 'registration' | 'company-created') {
    const clock = new SimulatedClock();
    const machine = appMachine.provide({
      actors: {
        loadUser: fromPromise<UserInfo | null>(async () => madeUpUser(USERS.needsProfile)),
        logout: fromPromise<void>(async () => undefined),
      },
    });
    const actor = createActor(machine, { clock }).start();
    await waitFor(actor, (s) => !s.matches('loading'), { timeout: 1000 });
    actor.send({ type: 'SHOW_SUCCESS', kind });
    return { actor, clock };
  }

  it('"user data saved" opens the companies profile by itself after 2.5 s', async () => {
    expect(SUCCESS_ACTION_DELAY_MS).toBe(2500);
    const { actor, clock } = await atSuccess('profile-saved');
    clock.increment(2499);
    expect(statusOf(actor.getSnapshot())).toBe('success');
    clock.increment(1);
    expect(statusOf(actor.getSnapshot())).toBe('companies-profile');
    expect(actor.getSnapshot().context.success).toBeNull();
  });

  it('a button pressed before then wins, and the timer is gone with the screen', async () => {
    const { actor, clock } = await atSuccess('profile-saved');
    clock.increment(1000);
    actor.send({ type: 'START_COMPANY_CREATE' });
    clock.increment(5000);
    expect(statusOf(actor.getSnapshot())).toBe('company-create');
  });

  it('other success screens wait for their buttons', async () => {
    const { actor, clock } = await atSuccess('company-created');
    clock.increment(10_000);
    expect(statusOf(actor.getSnapshot())).toBe('success');
  });
});
