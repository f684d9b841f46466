import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flush } from '../testing/machine';
import { ApiError } from '../api/client';
import { formatCountdown } from '../lib/countdown';
import { resendCountdownMachine } from './resend-countdown.machine';

/** The countdown schedules one tick at a time, so time passes second by second. */
function advance(clock: SimulatedClock, seconds: number) {
  for (let i = 0; i < seconds; i += 1) clock.increment(1000);
}

function start(send: () => Promise<unknown>, input: { secondsLeft?: number; target?: string } = {}) {
  const clock = new SimulatedClock();
  const notifySent = jest.fn();
  const notifyError = jest.fn();
  const targets: string[] = [];
  const machine = resendCountdownMachine.provide({
    actors: {
      send: fromPromise(async ({ input: args }: { input: { target: string } }) => {
        targets.push(args.target);
        return send();
      }),
    },
    actions: { notifySent, notifyError: (_, params) => notifyError(params.message) },
  });
  const actor = createActor(machine, { clock, input: { target: '0991234567', ...input } }).start();
  return { actor, clock, notifySent, notifyError, targets };
}

describe('resend countdown (spec 000 §4, §9: 90 s, minutes and seconds)', () => {
  it('counts down from 1:30 and offers the link only at 0:00', () => {
    const { actor, clock } = start(async () => undefined);
    expect(actor.getSnapshot().matches('cooling')).toBe(true);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('1:30');
    clock.increment(1000);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('1:29');
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches('cooling')).toBe(true);
    advance(clock, 88);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
  });

  it('sends to its target, then counts 90 s again', async () => {
    const { actor, clock, notifySent, targets } = start(async () => undefined, { secondsLeft: 0 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    await flush();
    expect(targets).toEqual(['0991234567']);
    expect(notifySent).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('cooling')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 90, resent: 1, error: null });
    advance(clock, 90);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('waits what a 429 says when the server still counts', async () => {
    const { actor } = start(async () => Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Повторите через 42 с', {}, 42)), {
      secondsLeft: 0,
    });
    actor.send({ type: 'RESEND' });
    await flush();
    expect(actor.getSnapshot().matches('cooling')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 42, error: 'Повторите через 42 с', resent: 0 });
  });

  it('hands every failure to notifyError too, for screens that show it as a toast', async () => {
    const { actor, notifyError, notifySent } = start(
      async () => Promise.reject(new ApiError(429, 'TOO_MANY_REQUESTS', 'Повторите через 42 с', {}, 42)),
      { secondsLeft: 0 },
    );
    actor.send({ type: 'RESEND' });
    await flush();
    expect(notifyError).toHaveBeenCalledWith('Повторите через 42 с');
    expect(notifySent).not.toHaveBeenCalled();

    const offline = start(async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')), { secondsLeft: 0 });
    offline.actor.send({ type: 'RESEND' });
    await flush();
    expect(offline.notifyError).toHaveBeenCalledWith('offline');
  });

  it('keeps the link after another failure, with the message', async () => {
    const { actor } = start(async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')), { secondsLeft: 0 });
    actor.send({ type: 'RESEND' });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('offline');
  });
});
