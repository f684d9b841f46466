import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flush, settled } from '../testing/machine';
import { ApiError } from '../api/client';
import { codeConfirmationMachine } from './code-confirmation.machine';
import { resendCountdownMachine } from './resend-countdown.machine';

function start(confirm: (input: { phone: string; code: string }) => Promise<unknown>, secondsLeft?: number) {
  const clock = new SimulatedClock();
  const notifyError = jest.fn();
  const resent: string[] = [];
  const machine = codeConfirmationMachine.provide({
    actors: {
      confirm: fromPromise(async ({ input }: { input: { phone: string; code: string } }) => confirm(input)),
      resend: resendCountdownMachine.provide({
        actors: {
          send: fromPromise<unknown, { target: string }>(async ({ input }) => {
            resent.push(input.target);
            return undefined;
          }),
        },
      }),
    },
    actions: { notifyError: (_, params) => notifyError(params) },
  });
  const actor = createActor(machine, { clock, input: { phone: '0991234567', secondsLeft } }).start();
  return { actor, clock, notifyError, resent };
}

describe('code confirmation machine', () => {
  it('keeps six digits and checks them on submit', () => {
    const { actor } = start(async () => ({}));
    actor.send({ type: 'CHANGE', value: '+12-34a5' });
    expect(actor.getSnapshot().context.code).toBe('12345');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'code' });
    actor.send({ type: 'CHANGE', value: '1234567' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('confirms with the phone and the code, and outputs the answer', async () => {
    const calls: unknown[] = [];
    const { actor } = start(async (input) => {
      calls.push(input);
      return { reset_password_token: 'r-1' };
    });
    actor.send({ type: 'CHANGE', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'confirming');
    expect(calls).toEqual([{ phone: '0991234567', code: '123456' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ confirmed: true, result: { reset_password_token: 'r-1' } });
  });

  it('a wrong code stays with the server text beside the field', async () => {
    const { actor, notifyError } = start(async () =>
      Promise.reject(new ApiError(400, 'CODE_INVALID', 'Неверный код', { confirm_phone_code: 'Неверный код' })),
    );
    actor.send({ type: 'CHANGE', value: '000000' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'confirming');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Неверный код' });
    expect(notifyError).toHaveBeenCalledWith({ message: null });
  });

  it('too many attempts is also a toast', async () => {
    const { actor, notifyError } = start(async () =>
      Promise.reject(new ApiError(429, 'CODE_ATTEMPTS_EXCEEDED', 'Превышено число попыток', {}, 600)),
    );
    actor.send({ type: 'CHANGE', value: '000000' });
    actor.send({ type: 'SUBMIT' });
    await settled(actor, 'confirming');
    expect(notifyError).toHaveBeenCalledWith({ message: 'Превышено число попыток' });
  });

  it('can be cancelled while the code is typed, not while it is being checked', async () => {
    const typing = start(async () => ({}));
    typing.actor.send({ type: 'CHANGE', value: '123' });
    typing.actor.send({ type: 'CANCEL' });
    expect(typing.actor.getSnapshot().status).toBe('done');
    expect(typing.actor.getSnapshot().value).toBe('cancelled');
    expect(typing.actor.getSnapshot().output).toEqual({ confirmed: false, result: null });

    const checking = start(() => new Promise(() => {}));
    checking.actor.send({ type: 'CHANGE', value: '123456' });
    checking.actor.send({ type: 'SUBMIT' });
    checking.actor.send({ type: 'CANCEL' });
    expect(checking.actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('the resend link appears after 90 s and sends to the same phone', async () => {
    const { actor, clock, resent } = start(async () => ({}));
    const resend = () => actor.getSnapshot().children.resend!;
    expect(resend().getSnapshot().context.secondsLeft).toBe(90);
    for (let i = 0; i < 90; i += 1) clock.increment(1000);
    expect(resend().getSnapshot().matches('ready')).toBe(true);
    resend().send({ type: 'RESEND' });
    await flush();
    expect(resent).toEqual(['0991234567']);
    expect(resend().getSnapshot().context.secondsLeft).toBe(90);
  });
});
