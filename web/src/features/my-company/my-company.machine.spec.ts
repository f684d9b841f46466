import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { failsOnce, reached } from '../../shared/testing/machine';
import { myCompanyMachine, profilePercent, type CompanyOverview } from './my-company.machine';

const OVERVIEW: CompanyOverview = {
  name: 'ТОВ Приклад',
  status: { id: 4, name: 'Верифицирована' },
  profile: { step: 3, completed: false, editable: true },
  departments: ['Продажі'],
  members: [{ id: 'u1', name: 'Коваль Олена', email: 'o@example.com', role: 'owner', awaiting: false }],
  vacancies: { draft: 1, approval: 0, returned: 0, published: 2 },
};

function start(
  companyId: string | null,
  load: (input: { companyId: string; readsMembers: boolean }) => Promise<CompanyOverview>,
  readsMembers?: boolean,
) {
  return createActor(myCompanyMachine.provide({ actors: { load: fromPromise(({ input }) => load(input)) } }), {
    input: { companyId, readsMembers },
  }).start();
}

describe('"Моя компания"', () => {
  it("loads the active company's overview", async () => {
    const actor = start('c1', async () => OVERVIEW);
    expect((await reached(actor, 'ready')).context.overview).toEqual(OVERVIEW);
  });

  it("asks for the member list only when the member's actions open it", async () => {
    const asked: boolean[] = [];
    for (const readsMembers of [false, true]) {
      const actor = start(
        'c1',
        async (input) => {
          asked.push(input.readsMembers);
          return OVERVIEW;
        },
        readsMembers,
      );
      await reached(actor, 'ready');
    }
    expect(asked).toEqual([false, true]);
  });

  it('asks nothing without an active company', () => {
    let asked = false;
    const actor = start(null, async () => {
      asked = true;
      return OVERVIEW;
    });
    expect(actor.getSnapshot().value).toBe('noCompany');
    expect(asked).toBe(false);
  });

  it('can be retried after a failure', async () => {
    const actor = start('c1', failsOnce(OVERVIEW));
    await reached(actor, 'failed');
    actor.send({ type: 'RETRY' });
    await reached(actor, 'ready');
  });

  it("counts the profile's filled steps of five", () => {
    expect(profilePercent({ step: 1, completed: false })).toBe(0);
    expect(profilePercent({ step: 3, completed: false })).toBe(40);
    expect(profilePercent({ step: 5, completed: true })).toBe(100);
  });
});
