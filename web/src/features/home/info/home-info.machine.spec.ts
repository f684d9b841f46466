import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HomeInfo } from '../../../shared/api/home-info';
import { homeInfoMachine } from './home-info.machine';

const info: HomeInfo = { colleagues: 2, departments: 1, vacancies: { draft: 1, approval: 0, returned: 0, published: 3 }, birthdays: [] };

describe('the home info blocks', () => {
  it("load the active company's figures, and retry after a failure", async () => {
    const asked: string[] = [];
    let fail = true;
    const actor = createActor(
      homeInfoMachine.provide({
        actors: {
          load: fromPromise<HomeInfo, { companyId: string }>(async ({ input }) => {
            asked.push(input.companyId);
            if (fail) throw new Error('offline');
            return info;
          }),
        },
      }),
      { input: { companyId: 'c1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.info).toEqual(info);
    expect(asked).toEqual(['c1', 'c1']);
  });
});
