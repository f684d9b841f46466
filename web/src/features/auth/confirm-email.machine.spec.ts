import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { settled } from '../../shared/testing/machine';
import { ApiError } from '../../shared/api/client';
import type { UserInfo } from '../../shared/session/session';
import { confirmEmailMachine } from './confirm-email.machine';
import { madeUpUser } from '../../shared/testing/user';

function start(token: string | null, confirm: () => Promise<UserInfo | null>, requestLetter: () => Promise<unknown> = async () => ({})) {
  const storeSession = jest.fn();
  const confirmed = jest.fn();
  const letters: string[] = [];
  const machine = confirmEmailMachine.provide({
    actors: {
      confirm: fromPromise(async () => confirm()),
      requestLetter: fromPromise(async ({ input }: { input: { email: string } }) => {
        letters.push(input.email);
        return requestLetter();
      }),
    },
    actions: { storeSession: (_, params) => storeSession(params), confirmed },
  });
  return { actor: createActor(machine, { input: { token } }).start(), storeSession, confirmed, letters };
}

describe('confirm-email machine', () => {
  it('waits for the app before confirming', () => {
    const confirm = jest.fn(async () => madeUpUser({ token: 't' }));
    const { actor } = start('link-token', confirm);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('confirms, stores the session and lets the app reload the user', async () => {
    const { actor, storeSession, confirmed } = start('link-token', async () => madeUpUser({ token: 'session-1', is_confirm_email: 1 }));
    actor.send({ type: 'START' });
    await settled(actor, 'confirming', { failed: 'sending' });
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(storeSession).toHaveBeenCalledWith({ token: 'session-1' });
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('no token in the link fails at once', () => {
    const { actor } = start(null, async () => madeUpUser({}));
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });

  it('a used or expired link fails with the message, and a new letter can be requested', async () => {
    const { actor, storeSession, letters } = start('used', async () =>
      Promise.reject(new ApiError(400, 'TOKEN_INVALID', 'Ссылка недействительна или устарела')),
    );
    actor.send({ type: 'START' });
    await settled(actor, 'confirming', { failed: 'sending' });
    expect(actor.getSnapshot().matches({ failed: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Ссылка недействительна или устарела');
    expect(storeSession).not.toHaveBeenCalled();
    actor.send({ type: 'REQUEST_LETTER' });
    expect(actor.getSnapshot().context.emailError).toEqual({ key: 'required' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'olena@example.com' });
    actor.send({ type: 'REQUEST_LETTER' });
    await settled(actor, 'confirming', { failed: 'sending' });
    expect(letters).toEqual(['olena@example.com']);
    expect(actor.getSnapshot().matches({ failed: 'sent' })).toBe(true);
  });

  it('a refused request keeps the form with the reason', async () => {
    const { actor } = start(
      'used',
      async () => Promise.reject(new ApiError(400, 'TOKEN_INVALID', 'bad')),
      async () => Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Слишком много попыток')),
    );
    actor.send({ type: 'START' });
    await settled(actor, 'confirming', { failed: 'sending' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'olena@example.com' });
    actor.send({ type: 'REQUEST_LETTER' });
    await settled(actor, 'confirming', { failed: 'sending' });
    expect(actor.getSnapshot().matches({ failed: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.emailError).toEqual({ text: 'Слишком много попыток' });
  });
});
