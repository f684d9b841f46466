import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { settled } from '../../shared/testing/machine';
import { ApiError } from '../../shared/api/client';
import type { UserInfo } from '../../shared/session/session';
import { loginMachine, type LoginValues } from './login.machine';
import { madeUpUser } from '../../shared/testing/user';

function start(answer: (values: LoginValues) => Promise<UserInfo | null>) {
  const storeSession = jest.fn();
  const signedIn = jest.fn();
  const notifyError = jest.fn();
  const sent: LoginValues[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input }: { input: LoginValues }) => {
        sent.push(input);
        return answer(input);
      }),
    },
    actions: {
      storeSession: (_, params) => storeSession(params),
      signedIn,
      notifyError: (_, params) => notifyError(params),
    },
  });
  const actor = createActor(machine).start();
  const fill = (identifier: string, password: string) => {
    actor.send({ type: 'CHANGE', field: 'identifier', value: identifier });
    actor.send({ type: 'CHANGE', field: 'password', value: password });
  };
  return { actor, storeSession, signedIn, notifyError, sent, fill };
}

describe('login machine', () => {
  it('shows nothing red before the first submit, then the rules of §5', () => {
    const { actor, fill, sent } = start(async () => madeUpUser({}));
    fill('abc', '123');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ identifier: { key: 'format' }, password: { key: 'passwordMin' } });
    actor.send({ type: 'CHANGE', field: 'identifier', value: '' });
    expect(actor.getSnapshot().context.errors.identifier).toEqual({ key: 'required' });
    actor.send({ type: 'CHANGE', field: 'identifier', value: '0991234567' });
    expect(actor.getSnapshot().context.errors.identifier).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('signs in with a token: stores it as remembered and lets the app reload', async () => {
    const { actor, fill, storeSession, signedIn, sent } = start(async () => madeUpUser({ token: 'tok-1', is_confirm_email: 1 }));
    fill('  olena@example.com ', 'secret-123');
    actor.send({ type: 'SET_REMEMBER', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await settled(actor, 'submitting');
    expect(sent).toEqual([{ identifier: 'olena@example.com', password: 'secret-123', remember: true }]);
    expect(storeSession).toHaveBeenCalledWith({ token: 'tok-1', remember: true });
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('signs in by phone without remembering', async () => {
    const { actor, fill, storeSession } = start(async () => madeUpUser({ token: 'tok-2' }));
    fill('0991234567', 'secret-123');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(storeSession).toHaveBeenCalledWith({ token: 'tok-2', remember: false });
  });

  it('an unconfirmed e-mail shows the registration-type message, with a way back', async () => {
    const { actor, fill, storeSession, signedIn } = start(async () => madeUpUser({ is_confirm_email: 0, email: 'olena@example.com' }));
    fill('olena@example.com', 'secret-123');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(actor.getSnapshot().matches('unconfirmed')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('olena@example.com');
    expect(actor.getSnapshot().context.values.password).toBe('');
    expect(actor.getSnapshot().children.resend?.getSnapshot().context).toMatchObject({ target: 'olena@example.com', secondsLeft: 90 });
    expect(storeSession).not.toHaveBeenCalled();
    expect(signedIn).not.toHaveBeenCalled();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a refused login returns to the form with the server message as one replaceable toast', async () => {
    const { actor, fill, notifyError } = start(async () =>
      Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'Неверный логин или пароль')),
    );
    fill('olena@example.com', 'wrong-password');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(notifyError).toHaveBeenCalledWith({ message: 'Неверный логин или пароль' });
    expect(actor.getSnapshot().context.values.identifier).toBe('olena@example.com');
    // Not only a toast: both fields are marked invalid with the message (which one is wrong is not said).
    expect(actor.getSnapshot().context.errors).toEqual({
      identifier: { text: 'Неверный логин или пароль' },
      password: { text: 'Неверный логин или пароль' },
    });
    // Typing again takes the marks away (the §5 rules are met).
    actor.send({ type: 'CHANGE', field: 'password', value: 'another-password' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('puts server field errors beside the fields', async () => {
    const { actor, fill } = start(async () =>
      Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', { identifier: 'Неверный формат поля' })),
    );
    fill('olena@example.com', 'secret-123');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(actor.getSnapshot().context.errors).toEqual({ identifier: { text: 'Неверный формат поля' } });
  });
});
