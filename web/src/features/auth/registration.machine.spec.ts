import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { settled } from '../../shared/testing/machine';
import { ApiError } from '../../shared/api/client';
import { registrationMachine } from './registration.machine';

function start(answer: () => Promise<unknown>) {
  const notifyError = jest.fn();
  const sent: unknown[] = [];
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
        sent.push(input);
        return answer();
      }),
    },
    actions: { notifyError: (_, params) => notifyError(params) },
  });
  const actor = createActor(machine).start();
  const fill = (email: string, password: string, repeat: string) => {
    actor.send({ type: 'CHANGE', field: 'email', value: email });
    actor.send({ type: 'CHANGE', field: 'password', value: password });
    actor.send({ type: 'CHANGE', field: 'repeat', value: repeat });
  };
  return { actor, fill, sent, notifyError };
}

describe('registration machine', () => {
  it('checks e-mail, password length and the repeat (§5)', () => {
    const { actor, fill, sent } = start(async () => ({}));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
      repeat: { key: 'required' },
    });
    fill('olena@', 'short', 'other');
    expect(actor.getSnapshot().context.errors).toEqual({
      email: { key: 'email' },
      password: { key: 'passwordMin' },
      repeat: { key: 'passwordsMismatch' },
    });
    expect(sent).toEqual([]);
  });

  it('registers and shows the success screen with the resend countdown', async () => {
    const { actor, fill, sent } = start(async () => ({}));
    fill(' olena@example.com ', 'secret-123', 'secret-123');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(sent).toEqual([{ email: 'olena@example.com', password: 'secret-123' }]);
    expect(actor.getSnapshot().matches('registered')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ email: 'olena@example.com', password: '', repeat: '' });
    expect(actor.getSnapshot().children.resend?.getSnapshot().context).toMatchObject({ target: 'olena@example.com', secondsLeft: 90 });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.values.email).toBe('');
  });

  it('a taken e-mail stays in the form with the server text beside the field', async () => {
    const { actor, fill, notifyError } = start(async () =>
      Promise.reject(
        new ApiError(409, 'EMAIL_TAKEN', 'Пользователь с таким e-mail уже зарегистрирован', {
          email: 'Пользователь с таким e-mail уже зарегистрирован',
        }),
      ),
    );
    fill('olena@example.com', 'secret-123', 'secret-123');
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errors.email).toEqual({ text: 'Пользователь с таким e-mail уже зарегистрирован' });
    expect(notifyError).toHaveBeenCalled();
  });
});
