import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../shared/api/client';
import { resendCountdownMachine } from '../../shared/machines/resend-countdown.machine';
import { requestFor, resetPasswordMachine, SUCCESS_MODAL_DELAY, type ResetRequest, resetStep } from './reset-password.machine';

type Step = () => Promise<unknown>;

function start(identifier: string, opts: { request?: Step[]; confirm?: Step[]; reset?: Step[] } = {}) {
  const clock = new SimulatedClock();
  const calls = {
    request: [] as ResetRequest[],
    confirm: [] as Array<{ phone: string; code: string }>,
    reset: [] as Array<{ password: string; token: string }>,
  };
  const notifyError = jest.fn();
  const signOut = jest.fn();
  const notifyReset = jest.fn();
  const queue = { request: [...(opts.request ?? [])], confirm: [...(opts.confirm ?? [])], reset: [...(opts.reset ?? [])] };
  // The request and every "send again" by phone are the same call (forgotPassword), in one queue.
  const request = async (input: ResetRequest) => {
    calls.request.push(input);
    await (queue.request.shift() ?? (async () => undefined))();
  };
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        requestReset: fromPromise<void, ResetRequest>(async ({ input }) => request(input)),
        confirmCode: fromPromise<string, { phone: string; code: string }>(async ({ input }) => {
          calls.confirm.push(input);
          return (await (queue.confirm.shift() ?? (async () => 'reset-token'))()) as string;
        }),
        resetPassword: fromPromise<void, { password: string; token: string }>(async ({ input }) => {
          calls.reset.push(input);
          await (queue.reset.shift() ?? (async () => undefined))();
        }),
        resend: resendCountdownMachine.provide({
          actors: { send: fromPromise<unknown, { target: string }>(async ({ input }) => request({ phone: input.target })) },
          actions: { notifyError: (_, params) => notifyError(params.message) },
        }),
      },
      actions: { notifyError: (_, params) => notifyError(params.message), notifyReset, signOut },
    }),
    { input: { identifier }, clock },
  ).start();
  const seconds = (n: number) => {
    for (let i = 0; i < n; i += 1) clock.increment(1000);
  };
  /** The "send again" countdown of the code step: its resend-countdown child. */
  const resend = () => actor.getSnapshot().children.resend!;
  return { actor, clock, calls, notifyError, notifyReset, signOut, seconds, resend };
}

describe('reset-password modal', () => {
  it('by phone: forgot → code → reset → done, then signs out after 2.5 s', async () => {
    const { actor, calls, clock, signOut, notifyReset } = start('+38 (099) 123 45 67');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(resetStep(actor.getSnapshot())).toEqual({ step: 1, total: 4 });
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls.request).toEqual([{ phone: '0991234567' }]);
    expect(resetStep(actor.getSnapshot())).toEqual({ step: 2, total: 4 });

    actor.send({ type: 'CHANGE', field: 'code', value: '654321' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('reset'));
    expect(calls.confirm).toEqual([{ phone: '0991234567', code: '654321' }]);
    expect(resetStep(actor.getSnapshot())).toEqual({ step: 3, total: 4 });

    actor.send({ type: 'CHANGE', field: 'password', value: 'brand-new-pass' });
    actor.send({ type: 'CHANGE', field: 'repeat', value: 'brand-new-pass' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.reset).toEqual([{ password: 'brand-new-pass', token: 'reset-token' }]);
    expect(actor.getSnapshot().context.password).toBe('');
    expect(notifyReset).toHaveBeenCalledTimes(1);
    expect(resetStep(actor.getSnapshot())).toEqual({ step: 4, total: 4 });

    clock.increment(SUCCESS_MODAL_DELAY - 1);
    expect(signOut).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('by e-mail: the letter carries the link, so the modal ends with "letter sent"', async () => {
    const { actor, calls } = start(' olena@example.test ');
    // Two steps on this path: it never jumps from "1 of 4" to "4 of 4".
    expect(resetStep(actor.getSnapshot())).toEqual({ step: 1, total: 2 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('letterSent'));
    expect(resetStep(actor.getSnapshot())).toEqual({ step: 2, total: 2 });
    expect(calls.request).toEqual([{ email: 'olena@example.test' }]);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('checks each step before calling', async () => {
    const { actor, calls } = start('');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ identifier: { key: 'required' } });
    actor.send({ type: 'CHANGE', field: 'identifier', value: '099' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ identifier: { key: 'phone' } });
    actor.send({ type: 'CHANGE', field: 'identifier', value: '0991234567' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: { key: 'required' } });
    actor.send({ type: 'CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('reset'));
    actor.send({ type: 'CHANGE', field: 'password', value: 'short' });
    actor.send({ type: 'CHANGE', field: 'repeat', value: 'other' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { key: 'passwordMin' }, repeat: { key: 'passwordsMismatch' } });
    expect(calls.reset).toEqual([]);
  });

  it('a wrong code stays on the code step with the server text', async () => {
    const wrong = new ApiError(400, 'CODE_INVALID', 'Неверный код', { confirm_phone_code: 'Неверный код' });
    const { actor } = start('0991234567', { confirm: [() => Promise.reject(wrong)] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'CHANGE', field: 'code', value: '000000' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ code: 'editing' }) && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual({ code: { text: 'Неверный код' } });
  });

  it('resend appears after 90 s and restarts the countdown', async () => {
    const { actor, seconds, calls, resend } = start('0991234567');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(resend().getSnapshot().can({ type: 'RESEND' })).toBe(false);
    seconds(90);
    expect(resend().getSnapshot().can({ type: 'RESEND' })).toBe(true);
    resend().send({ type: 'RESEND' });
    await waitFor(resend(), (s) => s.matches('cooling'));
    expect(calls.request).toEqual([{ phone: '0991234567' }, { phone: '0991234567' }]);
    expect(resend().getSnapshot().context.secondsLeft).toBe(90);
  });

  it('a refused request stays on its step and reports the server message', async () => {
    const tooMany = new ApiError(429, 'TOO_MANY_REQUESTS', 'Слишком много попыток', {}, 60);
    const { actor, notifyError } = start('0991234567', { request: [() => Promise.reject(tooMany)] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('forgot') && notifyError.mock.calls.length === 1);
    expect(notifyError).toHaveBeenCalledWith('Слишком много попыток');
  });

  it('closing the done step signs out at once; closing earlier just closes', async () => {
    const { actor, signOut } = start('0991234567');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('numeric means phone', () => {
    expect(requestFor('0991234567')).toEqual({ phone: '0991234567' });
    expect(requestFor('a@b.test')).toEqual({ email: 'a@b.test' });
  });
});
