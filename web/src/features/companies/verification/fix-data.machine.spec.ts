import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { reached, settled } from '../../../shared/testing/machine';
import { fixDataMachine, type FixValues } from './fix-data.machine';

function start(save: (values: FixValues) => Promise<FixValues>) {
  const sent: FixValues[] = [];
  let notified = 0;
  const actor = createActor(
    fixDataMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { companyId: string; values: FixValues } }) => {
          sent.push(input.values);
          return save(input.values);
        }),
      },
      actions: {
        notifySaved: () => {
          notified += 1;
        },
      },
    }),
    { input: { companyId: 'c1', values: { name: 'ТОВ Старе', code: '14360570' } } },
  ).start();
  return { actor, sent, notified: () => notified };
}

describe("the fix screen's company data", () => {
  it('checks the name and the EDRPOU code before any call', () => {
    const { actor, sent } = start(async (values) => values);
    actor.send({ type: 'CHANGE', field: 'name', value: '  ' });
    actor.send({ type: 'CHANGE', field: 'code', value: '1234-5670' });
    expect(actor.getSnapshot().context.codeProblem).toBe('edrpou');
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.problems.name).toBeTruthy();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('saves the corrected name and code, trimmed, and keeps them as the saved values', async () => {
    const { actor, sent, notified } = start(async (values) => values);
    actor.send({ type: 'CHANGE', field: 'name', value: ' ТОВ Нове ' });
    actor.send({ type: 'CHANGE', field: 'code', value: '00032129' });
    actor.send({ type: 'SAVE' });
    const done = await settled(actor, 'saving');
    expect(sent).toEqual([{ name: 'ТОВ Нове', code: '00032129' }]);
    expect(done.context.saved).toEqual({ name: 'ТОВ Нове', code: '00032129' });
    expect(notified()).toBe(1);
  });

  it("puts the server's field message on its field", async () => {
    const { actor } = start(async () =>
      Promise.reject(new ApiError(409, 'COMPANY_CODE_TAKEN', 'Код уже зарегистрирован', { code: 'Код уже зарегистрирован' })),
    );
    actor.send({ type: 'CHANGE', field: 'code', value: '00032129' });
    actor.send({ type: 'SAVE' });
    await reached(actor, 'saving');
    const back = await settled(actor, 'saving');
    expect(back.context.problems.code).toEqual({ text: 'Код уже зарегистрирован' });
  });
});
