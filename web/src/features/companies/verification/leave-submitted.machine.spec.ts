import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { reached } from '../../../shared/testing/machine';
import { leaveSubmittedMachine } from './leave-submitted.machine';

function start(logout: () => Promise<void>) {
  let calls = 0;
  const actor = createActor(
    leaveSubmittedMachine.provide({
      actors: {
        logoutCompany: fromPromise(async () => {
          calls += 1;
          await logout();
        }),
      },
    }),
  ).start();
  return { actor, calls: () => calls };
}

describe('leaving the verification success screen', () => {
  it('clears the active company once, then leaves where asked', async () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: 'LEAVE', to: 'companies' });
    actor.send({ type: 'LEAVE', to: 'home' });
    const left = await reached(actor, 'left');
    expect(left.context.to).toBe('companies');
    expect(calls()).toBe(1);
  });

  it('leaves even when the call fails', async () => {
    const { actor } = start(async () => Promise.reject(new Error('offline')));
    actor.send({ type: 'LEAVE', to: 'home' });
    expect((await reached(actor, 'left')).context.to).toBe('home');
  });
});
