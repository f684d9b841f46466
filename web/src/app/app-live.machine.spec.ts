import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { settled } from '../shared/testing/machine';
import { statusOf, type UserInfo } from '../shared/session/session';
import { appMachine, type CompanyChanged } from './app.machine';

// The app machine and the live stream (app.machine.spec.ts walks the rest). Made-up answers hold
// only what the status reads.
const confirmed = { is_confirm_email: 1, is_profile_created: 1 };
const UNDER_CONSIDERATION = { ...confirmed, company: { id: 7, status: { id: 2, name: 'На рассмотрении' } } } as unknown as UserInfo;
const VERIFIED = { ...confirmed, name: 'Olena', company: { id: 7, name: 'Acme', status: { id: 4 } } } as unknown as UserInfo;
const NO_COMPANY = { ...confirmed, company: null } as unknown as UserInfo;

describe("app machine: a verifier's decision heard live", () => {
  const rejected = {
    ...UNDER_CONSIDERATION,
    company: { id: 7, status: { id: 3, name: 'Отклонена' }, rejection: { code: 'other', reason: 'Нет выписки' } },
  } as unknown as UserInfo;
  const verified = { ...UNDER_CONSIDERATION, company: { id: 7, status: { id: 4, name: 'Верифицирована' } } } as unknown as UserInfo;

  /** An app whose live stream the test speaks for: `hear()` is a company event arriving. */
  function startHearing(users: unknown[]) {
    let hear = () => {};
    let listening = 0;
    const calls = { loadUser: 0 };
    const machine = appMachine.provide({
      actors: {
        loadUser: fromPromise(async () => users[Math.min(calls.loadUser++, users.length - 1)] as UserInfo | null),
        logout: fromPromise<void>(async () => {}),
        companyEvents: fromCallback<CompanyChanged>(({ sendBack }) => {
          listening += 1;
          hear = () => sendBack({ type: 'COMPANY_CHANGED' });
          return () => {
            listening -= 1;
          };
        }),
      },
    });
    const actor = createActor(machine).start();
    return { actor, calls, hear: () => hear(), listening: () => listening };
  }

  it('reads the user again in the background and shows the decision without leaving the main shell', async () => {
    const { actor, calls, hear, listening } = startHearing([UNDER_CONSIDERATION, rejected, verified]);
    expect(statusOf(await settled(actor, 'loading'))).toBe('main');
    expect(listening()).toBe(1);
    hear();
    await waitFor(actor, (s) => s.matches({ main: 'current' }) && s.context.user === rejected);
    expect(calls.loadUser).toBe(2);
    hear();
    await waitFor(actor, (s) => s.matches({ main: 'current' }) && s.context.user === verified);
    expect(statusOf(actor.getSnapshot())).toBe('main');
    actor.stop();
    expect(listening()).toBe(0);
  });

  it('keeps the shown user when nothing changed, and leaves the shell when the answer decides another status', async () => {
    const { actor, hear } = startHearing([VERIFIED, { ...VERIFIED }, NO_COMPANY]);
    await settled(actor, 'loading');
    const shown = actor.getSnapshot().context.user;
    hear();
    await waitFor(actor, (s) => s.matches({ main: 'current' }));
    expect(actor.getSnapshot().context.user).toBe(shown);
    // The company was removed by the verifier: the next read has none.
    hear();
    await waitFor(actor, (s) => statusOf(s) === 'companies-profile');
    actor.stop();
  });

  it('listens only in the main shell', async () => {
    const { actor, listening } = startHearing([NO_COMPANY]);
    await settled(actor, 'loading');
    expect(listening()).toBe(0);
    actor.stop();
  });
});
