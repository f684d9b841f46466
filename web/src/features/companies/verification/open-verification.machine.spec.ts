import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { reached } from '../../../shared/testing/machine';
import { openVerificationMachine, type OpenVerificationInput } from './open-verification.machine';

function start(input: OpenVerificationInput, choose: () => Promise<void> = async () => undefined) {
  const chosen: string[] = [];
  const actor = createActor(
    openVerificationMachine.provide({
      actors: {
        chooseCompany: fromPromise(async ({ input: call }: { input: { companyId: string } }) => {
          chosen.push(call.companyId);
          await choose();
        }),
      },
    }),
    { input },
  ).start();
  return { actor, chosen };
}

describe('/company-verify', () => {
  it('opens the fix screen of the active rejected company, and the verification step of a new one', () => {
    expect(start({ requested: 'c1', active: { id: 'c1', statusId: 3 } }).actor.getSnapshot().value).toBe('verify');
    expect(start({ requested: null, active: { id: 'c1', statusId: 1 } }).actor.getSnapshot().value).toBe('verify');
  });

  it('chooses the linked company first, then asks for a reload', async () => {
    const { actor, chosen } = start({ requested: 'c2', active: { id: 'c1', statusId: 4 } });
    await reached(actor, 'reload');
    expect(chosen).toEqual(['c2']);
  });

  it('goes home for a company with nothing to fix, no company, or one that cannot be chosen', async () => {
    expect(start({ requested: null, active: { id: 'c1', statusId: 2 } }).actor.getSnapshot().value).toBe('home');
    expect(start({ requested: null, active: null }).actor.getSnapshot().value).toBe('home');
    const { actor } = start({ requested: 'c2', active: null }, async () => Promise.reject(new Error('404')));
    await reached(actor, 'home');
  });
});
