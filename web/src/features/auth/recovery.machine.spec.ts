import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { settled } from '../../shared/testing/machine';
import { ApiError } from '../../shared/api/client';
import { recoveryMachine } from './recovery.machine';

function start(token: string | null, answer: () => Promise<unknown> = async () => ({})) {
  const clearRecoveryToken = jest.fn();
  const notifyError = jest.fn();
  const sent: unknown[] = [];
  const machine = recoveryMachine.provide({
    actors: {
      reset: fromPromise<unknown, { password: string; repeat: string; token: string }>(async ({ input }) => {
        sent.push(input);
        return answer();
      }),
    },
    actions: { clearRecoveryToken, notifyError: (_, params) => notifyError(params) },
  });
  const actor = createActor(machine, { input: { token } }).start();
  const fill = (password: string, repeat: string) => {
    actor.send({ type: 'CHANGE', field: 'password', value: password });
    actor.send({ type: 'CHANGE', field: 'repeat', value: repeat });
  };
  return { actor, fill, sent, clearRecoveryToken, notifyError };
}

describe('recovery machine', () => {
  it('without a stored token there is nothing to do (the route guard redirects)', () => {
    expect(start(null).actor.getSnapshot().matches('missing')).toBe(true);
    expect(start('').actor.getSnapshot().matches('missing')).toBe(true);
  });

  it('checks the new password and its repeat', () => {
    const { actor, fill, sent } = start('reset-token');
    fill('short', 'shorter');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { key: 'passwordMin' }, repeat: { key: 'passwordsMismatch' } });
    expect(sent).toEqual([]);
  });

  it('saves with the token, removes it and shows the reset success screen', async () => {
    const { actor, fill, sent, clearRecoveryToken } = start('reset-token');
    fill('new-secret-1', 'new-secret-1');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'saving');
    expect(sent).toEqual([{ password: 'new-secret-1', repeat: 'new-secret-1', token: 'reset-token' }]);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(clearRecoveryToken).toHaveBeenCalledTimes(1);
  });

  it('a refused token ends in the expired screen and is forgotten', async () => {
    const { actor, fill, clearRecoveryToken } = start('used', async () =>
      Promise.reject(new ApiError(400, 'TOKEN_INVALID', 'Ссылка недействительна или устарела')),
    );
    fill('new-secret-1', 'new-secret-1');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'saving');
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(clearRecoveryToken).toHaveBeenCalledTimes(1);
  });

  it('other failures keep the form', async () => {
    const { actor, fill, notifyError } = start('t', async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')));
    fill('new-secret-1', 'new-secret-1');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'saving');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.values.password).toBe('new-secret-1');
    expect(notifyError).toHaveBeenCalledWith({ message: 'offline' });
  });
});
