import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { settled } from '../../shared/testing/machine';
import { ApiError } from '../../shared/api/client';
import { forgotMachine, recoveryTarget, type RecoveryTarget } from './forgot.machine';

function start(answer: () => Promise<unknown> = async () => ({})) {
  const storePendingPhone = jest.fn();
  const notifyError = jest.fn();
  const sent: RecoveryTarget[] = [];
  const machine = forgotMachine.provide({
    actors: {
      request: fromPromise(async ({ input }: { input: RecoveryTarget }) => {
        sent.push(input);
        return answer();
      }),
    },
    actions: { storePendingPhone: (_, params) => storePendingPhone(params), notifyError: (_, params) => notifyError(params) },
  });
  return { actor: createActor(machine).start(), storePendingPhone, notifyError, sent };
}

describe('forgot machine', () => {
  it('numeric means phone', () => {
    expect(recoveryTarget('+38 (099) 123 45 67')).toEqual({ kind: 'phone', phone: '0991234567' });
    expect(recoveryTarget(' olena@example.com ')).toEqual({ kind: 'email', email: 'olena@example.com' });
  });

  it('validates the one field', () => {
    const { actor, sent } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'required' });
    actor.send({ type: 'CHANGE', value: '12345' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'format' });
    expect(sent).toEqual([]);
  });

  it('an e-mail leads to the forgot success screen with a resend countdown', async () => {
    const { actor, sent, storePendingPhone } = start();
    actor.send({ type: 'CHANGE', value: 'olena@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(sent).toEqual([{ kind: 'email', email: 'olena@example.com' }]);
    expect(actor.getSnapshot().matches('emailSent')).toBe(true);
    expect(actor.getSnapshot().children.resend?.getSnapshot().context).toMatchObject({ target: 'olena@example.com', secondsLeft: 90 });
    expect(storePendingPhone).not.toHaveBeenCalled();
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a phone is stored as the pending phone and the flow moves on to the code', async () => {
    const { actor, sent, storePendingPhone } = start();
    actor.send({ type: 'CHANGE', value: '0991234567' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(sent).toEqual([{ kind: 'phone', phone: '0991234567' }]);
    expect(storePendingPhone).toHaveBeenCalledWith({ phone: '0991234567' });
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a code sent moments ago (429 within the 90 s cooldown) goes on to the code with the remaining wait', async () => {
    const { actor, storePendingPhone, notifyError } = start(async () =>
      Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Повторите через 60 с', {}, 60)),
    );
    actor.send({ type: 'CHANGE', value: '0991234567' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    expect(actor.getSnapshot().context.codeSeconds).toBe(60);
    expect(storePendingPhone).toHaveBeenCalledWith({ phone: '0991234567' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a longer refusal (the hourly SMS limit) keeps the form and says why', async () => {
    const { actor, notifyError } = start(async () =>
      Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Слишком много попыток', {}, 1800)),
    );
    actor.send({ type: 'CHANGE', value: '0991234567' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'submitting');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(notifyError).toHaveBeenCalledWith({ message: 'Слишком много попыток' });
  });
});
