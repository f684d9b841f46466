import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { reached } from '../../../shared/testing/machine';
import { ApiError } from '../../../shared/api/client';
import { formatCountdown } from '../../../shared/lib/countdown';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { resendCountdownMachine } from '../../../shared/machines/resend-countdown.machine';
import { phoneConfirmMachine } from './phone-confirm.machine';

type Outcome = () => Promise<unknown>;

function start(opts: { send?: Outcome[]; confirm?: Outcome[] } = {}) {
  const clock = new SimulatedClock();
  const sent: string[] = [];
  const codes: string[] = [];
  const publishUser = jest.fn();
  const notifyConfirmed = jest.fn();
  const notifyError = jest.fn();
  const sendOutcomes = [...(opts.send ?? [])];
  const confirmOutcomes = [...(opts.confirm ?? [])];
  // The first send and every "send again" are the same call (confirmPhoneSendSms), in one queue.
  const send = async (phone: string) => {
    sent.push(phone);
    await (sendOutcomes.shift() ?? (async () => undefined))();
  };
  const actor = createActor(
    phoneConfirmMachine.provide({
      actors: {
        sendCode: fromPromise<void, { phone: string }>(async ({ input }) => send(input.phone)),
        // As live.ts provides it: the shared code step, a field-only error making no toast ('').
        codeConfirmation: codeConfirmationMachine.provide({
          actors: {
            confirm: fromPromise<unknown, { phone: string; code: string }>(async ({ input }) => {
              codes.push(input.code);
              return (confirmOutcomes.shift() ?? (async () => ({ is_confirm_phone: 1 })))();
            }),
            resend: resendCountdownMachine.provide({
              actors: { send: fromPromise<unknown, { target: string }>(async ({ input }) => send(input.target)) },
              actions: { notifyError: (_, params) => notifyError(params.message) },
            }),
          },
          actions: { notifyError: (_, params) => notifyError(params.message ?? '') },
        }),
      },
      actions: {
        publishUser: (_, params) => publishUser(params.user),
        notifyConfirmed,
        notifyError: (_, params) => notifyError(params.message),
      },
    }),
    { input: { phone: '0991234567' }, clock },
  ).start();
  const seconds = (n: number) => {
    for (let i = 0; i < n; i += 1) clock.increment(1000);
  };
  /** The code entry: the shared SMS-code step, the child `code` while the flow is active. */
  const code = () => actor.getSnapshot().children.code!;
  /** The "send again" countdown: the resend-countdown child of the code entry. */
  const resend = () => code().getSnapshot().children.resend!;
  return { actor, clock, seconds, sent, codes, publishUser, notifyConfirmed, notifyError, code, resend };
}

describe('phone confirmation in settings', () => {
  it('sends the code, confirms six digits, publishes the user and finishes', async () => {
    const { actor, sent, codes, publishUser, notifyConfirmed, code } = start();
    expect(actor.getSnapshot().value).toBe('sending');
    await reached(actor, 'active');
    expect(sent).toEqual(['0991234567']);
    code().send({ type: 'CHANGE', value: '12-34 56 7' });
    expect(code().getSnapshot().context.code).toBe('123456');
    code().send({ type: 'SUBMIT' });
    expect(code().getSnapshot().matches('confirming')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().output).toEqual({ confirmed: true, user: { is_confirm_phone: 1 } });
    expect(codes).toEqual(['123456']);
    expect(publishUser).toHaveBeenCalledWith({ is_confirm_phone: 1 });
    expect(notifyConfirmed).toHaveBeenCalledTimes(1);
  });

  it('refuses an incomplete code with the field error and no call', async () => {
    const { actor, codes, code } = start();
    await reached(actor, 'active');
    code().send({ type: 'SUBMIT' });
    expect(code().getSnapshot().context.error).toEqual({ key: 'required' });
    code().send({ type: 'CHANGE', value: '123' });
    expect(code().getSnapshot().context.error).toEqual({ key: 'code' });
    code().send({ type: 'SUBMIT' });
    expect(code().getSnapshot().matches('editing')).toBe(true);
    expect(codes).toEqual([]);
  });

  it('shows a wrong code beside the field, keeps the countdown running, and lets the user try again', async () => {
    const wrong = new ApiError(400, 'CODE_INVALID', 'Неверный код', { confirm_phone_code: 'Неверный код' });
    const { actor, seconds, notifyError, code, resend } = start({ confirm: [() => Promise.reject(wrong)] });
    await reached(actor, 'active');
    seconds(10);
    code().send({ type: 'CHANGE', value: '000000' });
    code().send({ type: 'SUBMIT' });
    await waitFor(code(), (s) => s.matches('editing'));
    expect(code().getSnapshot().context.error).toEqual({ text: 'Неверный код' });
    expect(notifyError).toHaveBeenCalledWith('');
    expect(resend().getSnapshot().context.secondsLeft).toBe(80);
    code().send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('offers "send again" only after 90 seconds, then restarts the countdown', async () => {
    const { actor, seconds, sent, resend } = start();
    await reached(actor, 'active');
    expect(formatCountdown(resend().getSnapshot().context.secondsLeft)).toBe('1:30');
    expect(resend().getSnapshot().can({ type: 'RESEND' })).toBe(false);
    seconds(89);
    expect(resend().getSnapshot().context.secondsLeft).toBe(1);
    expect(resend().getSnapshot().matches('cooling')).toBe(true);
    seconds(1);
    expect(resend().getSnapshot().matches('ready')).toBe(true);
    expect(resend().getSnapshot().can({ type: 'RESEND' })).toBe(true);
    resend().send({ type: 'RESEND' });
    await waitFor(resend(), (s) => s.matches('cooling'));
    expect(sent).toHaveLength(2);
    expect(resend().getSnapshot().context.secondsLeft).toBe(90);
  });

  it('a resend refused with Retry-After counts down that long; other failures leave the link', async () => {
    const tooSoon = new ApiError(429, 'TOO_MANY_REQUESTS', 'Подождите 30 с', {}, 30);
    const { actor, seconds, notifyError, resend } = start({
      send: [async () => undefined, () => Promise.reject(tooSoon), () => Promise.reject(new Error('offline'))],
    });
    await reached(actor, 'active');
    seconds(90);
    resend().send({ type: 'RESEND' });
    await waitFor(resend(), (s) => s.matches('cooling'));
    expect(resend().getSnapshot().context.secondsLeft).toBe(30);
    expect(notifyError).toHaveBeenCalledWith('Подождите 30 с');
    seconds(30);
    resend().send({ type: 'RESEND' });
    await waitFor(resend(), (s) => s.matches('ready') && notifyError.mock.calls.length === 2);
    expect(notifyError).toHaveBeenLastCalledWith('offline');
  });

  it('the first send failing offers a retry; a 429 on it still opens the code entry', async () => {
    const { actor, sent } = start({ send: [() => Promise.reject(new Error('offline'))] });
    await waitFor(actor, (s) => s.matches('sendFailed'));
    actor.send({ type: 'RETRY' });
    await reached(actor, 'active');
    expect(sent).toHaveLength(2);

    const wait = start({ send: [() => Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Подождите', {}, 45))] });
    await reached(wait.actor, 'active');
    expect(wait.resend().getSnapshot().context.secondsLeft).toBe(45);
  });

  it('cancel closes at any step except while the code is being checked', async () => {
    const { actor, code } = start({ confirm: [() => new Promise(() => {})] });
    await reached(actor, 'active');
    code().send({ type: 'CHANGE', value: '123456' });
    code().send({ type: 'SUBMIT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(code().getSnapshot().matches('confirming')).toBe(true);

    const other = start();
    other.actor.send({ type: 'CANCEL' });
    expect(other.actor.getSnapshot().value).toBe('cancelled');
    expect(other.actor.getSnapshot().output).toEqual({ confirmed: false, user: null });

    const typing = start();
    await reached(typing.actor, 'active');
    typing.code().send({ type: 'CHANGE', value: '123' });
    typing.actor.send({ type: 'CANCEL' });
    expect(typing.actor.getSnapshot().value).toBe('cancelled');
    expect(typing.actor.getSnapshot().output).toEqual({ confirmed: false, user: null });
  });
});
