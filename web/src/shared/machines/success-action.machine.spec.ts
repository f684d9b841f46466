import { describe, expect, it, jest } from '@jest/globals';
import { createActor, SimulatedClock } from 'xstate';
import { SUCCESS_ACTION_DELAY_MS, successActionMachine } from './success-action.machine';

function start() {
  const act = jest.fn();
  const clock = new SimulatedClock();
  const actor = createActor(successActionMachine.provide({ actions: { act } }), { clock }).start();
  return { actor, act, clock };
}

describe('success action', () => {
  it('acts by itself after 2.5 s, once', () => {
    const { actor, act, clock } = start();
    expect(SUCCESS_ACTION_DELAY_MS).toBe(2500);
    clock.increment(SUCCESS_ACTION_DELAY_MS - 1);
    expect(act).not.toHaveBeenCalled();
    clock.increment(1);
    expect(act).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(10_000);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('does nothing once the user chose to stay', () => {
    const { actor, act, clock } = start();
    clock.increment(1000);
    actor.send({ type: 'STAY' });
    clock.increment(60_000);
    expect(act).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('staying');
  });
});
