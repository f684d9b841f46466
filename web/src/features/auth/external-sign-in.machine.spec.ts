import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../shared/api/client';
import type { UserInfo } from '../../shared/session/session';
import { settled } from '../../shared/testing/machine';
import { madeUpUser } from '../../shared/testing/user';
import { externalSignInMachine } from './external-sign-in.machine';
import { socialSignInMachine } from './social-sign-in.machine';

function start(code: string | null, exchange: (code: string) => Promise<UserInfo | null>) {
  const storeSession = jest.fn();
  const signedIn = jest.fn();
  const machine = externalSignInMachine.provide({
    actors: { exchange: fromPromise(async ({ input }: { input: { code: string } }) => exchange(input.code)) },
    actions: { storeSession: (_, params) => storeSession(params), signedIn },
  });
  return { actor: createActor(machine, { input: { code } }).start(), storeSession, signedIn };
}

describe('external sign-in machine (/auth/external)', () => {
  it('waits for the app, then trades the code, stores the session and lets the app reload the user', async () => {
    const exchange = jest.fn(async (code: string) => madeUpUser({ token: `session-for-${code}` }));
    const { actor, storeSession, signedIn } = start(' code-1 ', exchange);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(exchange).not.toHaveBeenCalled();
    actor.send({ type: 'START' });
    await settled(actor, 'exchanging');
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(exchange).toHaveBeenCalledWith('code-1');
    expect(storeSession).toHaveBeenCalledWith({ token: 'session-for-code-1' });
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it('without a code it fails at once, calling nothing', () => {
    const exchange = jest.fn(async () => null);
    const { actor } = start(null, exchange);
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('an expired or used code fails with the server’s message and stores nothing', async () => {
    const { actor, storeSession, signedIn } = start('old', async () => {
      throw new ApiError(401, 'EXTERNAL_SIGN_IN_EXPIRED', 'Вход через другой сервис не завершён или устарел');
    });
    actor.send({ type: 'START' });
    await settled(actor, 'exchanging');
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Вход через другой сервис не завершён или устарел');
    expect([storeSession.mock.calls.length, signedIn.mock.calls.length]).toEqual([0, 0]);
  });

  it('an answer without a token is a failure, not a sign-in', async () => {
    const { actor, storeSession } = start('code', async () => madeUpUser({}));
    actor.send({ type: 'START' });
    await settled(actor, 'exchanging');
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(storeSession).not.toHaveBeenCalled();
  });
});

describe('social sign-in machine (the sign-in page’s providers)', () => {
  const run = (load: () => Promise<Array<{ id: 'google' | 'facebook' | 'linkedin'; name: string }>>) =>
    createActor(socialSignInMachine.provide({ actors: { loadProviders: fromPromise(load) } })).start();

  it('shows the configured providers once they are read', async () => {
    const actor = run(async () => [{ id: 'google', name: 'Google' }]);
    expect(actor.getSnapshot().context.providers).toEqual([]);
    await settled(actor, 'loading');
    expect(actor.getSnapshot().context.providers).toEqual([{ id: 'google', name: 'Google' }]);
  });

  it('shows none when the list cannot be read', async () => {
    const actor = run(async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'later');
    });
    await settled(actor, 'loading');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.providers).toEqual([]);
  });
});
