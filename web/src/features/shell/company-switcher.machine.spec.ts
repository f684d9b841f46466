import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../shared/api/client';
import type { CompanyListItem } from '../../shared/api/company';
import { failsOnce, reached, settled } from '../../shared/testing/machine';
import { companySwitcherMachine } from './company-switcher.machine';

const A: CompanyListItem = {
  id: 'a',
  name: 'ТОВ А',
  role: { id: 1, name: 'Владелец', code: 'owner' },
  status: { id: 2, name: 'На рассмотрении' },
};
const B: CompanyListItem = {
  id: 'b',
  name: 'ТОВ Б',
  role: { id: 4, name: 'Пользователь', code: 'user' },
  status: { id: 4, name: 'Верифицирована' },
};

function start(
  options: { load?: () => Promise<CompanyListItem[]>; enter?: (id: string) => Promise<void>; leave?: () => Promise<void> } = {},
) {
  const log: string[] = [];
  const actor = createActor(
    companySwitcherMachine.provide({
      actors: {
        loadCompanies: fromPromise(options.load ?? (async () => [A, B])),
        enter: fromPromise(async ({ input }: { input: { companyId: string } }) => {
          log.push(`enter ${input.companyId}`);
          await options.enter?.(input.companyId);
        }),
        leave: fromPromise(async () => {
          log.push('leave');
          await options.leave?.();
        }),
      },
      actions: {
        reloadApp: () => log.push('reload'),
        notifyFailed: (_, params) => log.push(`failed: ${params.message}`),
      },
    }),
  ).start();
  return { actor, log };
}

describe('company-switcher.machine', () => {
  it('loads the companies when the menu opens, and again on every opening', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        return calls === 1 ? [A] : [A, B];
      },
    });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'OPEN' });
    expect((await reached(actor, 'ready')).context.companies).toEqual([A]);
    actor.send({ type: 'OPEN' });
    expect((await settled(actor, 'loading')).context.companies).toEqual([A, B]);
  });

  it('hovering or focusing the button fetches the list once; opening fetches it again', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        return [A, B];
      },
    });
    actor.send({ type: 'PREFETCH' });
    await reached(actor, 'ready');
    actor.send({ type: 'PREFETCH' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(calls).toBe(1);
    actor.send({ type: 'OPEN' });
    await settled(actor, 'loading');
    expect(calls).toBe(2);
  });

  it('a failed list says why and can be retried', async () => {
    const { actor } = start({ load: failsOnce([A], new ApiError(503, 'SERVICE_UNAVAILABLE', 'Сервис недоступен')) });
    actor.send({ type: 'OPEN' });
    expect((await reached(actor, 'failed')).context.error).toBe('Сервис недоступен');
    actor.send({ type: 'RETRY' });
    await reached(actor, 'ready');
  });

  it('logs into another company, then the app re-reads the user (loading → reload → main)', async () => {
    const { actor, log } = start();
    actor.send({ type: 'OPEN' });
    await reached(actor, 'ready');
    actor.send({ type: 'SWITCH', companyId: 'b', activeId: 'a' });
    expect(actor.getSnapshot().context.target).toBe('b');
    await reached(actor, 'done');
    expect(log).toEqual(['enter b', 'reload']);
  });

  it('choosing the active company again calls nothing', async () => {
    const { actor, log } = start();
    actor.send({ type: 'OPEN' });
    await reached(actor, 'ready');
    actor.send({ type: 'SWITCH', companyId: 'a', activeId: 'a' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(log).toEqual([]);
  });

  it('a refused switch stays, says why and does not reload', async () => {
    const { actor, log } = start({ enter: async () => Promise.reject(new ApiError(404, 'COMPANY_NOT_FOUND', 'Компания не найдена')) });
    actor.send({ type: 'OPEN' });
    await reached(actor, 'ready');
    actor.send({ type: 'SWITCH', companyId: 'b', activeId: 'a' });
    const back = await settled(actor, 'entering');
    expect(back.matches('ready')).toBe(true);
    expect(back.context.target).toBeNull();
    expect(log).toEqual(['enter b', 'failed: Компания не найдена']);
  });

  it('a company chosen from the last list while it reloads is entered, and Leave pressed then is done', async () => {
    let calls = 0;
    // The second load never answers: whatever happens, happens while it runs.
    const { actor, log } = start({
      load: async () => {
        calls += 1;
        return calls === 1 ? [A, B] : new Promise<CompanyListItem[]>(() => {});
      },
    });
    actor.send({ type: 'OPEN' });
    await reached(actor, 'ready');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.companies).toEqual([A, B]);
    actor.send({ type: 'SWITCH', companyId: 'b', activeId: 'a' });
    await reached(actor, 'done');
    expect(log).toEqual(['enter b', 'reload']);

    const leaving = start({ load: async () => new Promise<CompanyListItem[]>(() => {}) });
    leaving.actor.send({ type: 'OPEN' });
    leaving.actor.send({ type: 'LEAVE' });
    await reached(leaving.actor, 'done');
    expect(leaving.log).toEqual(['leave', 'reload']);
  });

  it('Leave pressed beside a failed list is done', async () => {
    const { actor, log } = start({ load: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'OPEN' });
    await reached(actor, 'failed');
    actor.send({ type: 'LEAVE' });
    await reached(actor, 'done');
    expect(log).toEqual(['leave', 'reload']);
  });

  it('logs out of the company, then reloads', async () => {
    const { actor, log } = start();
    actor.send({ type: 'OPEN' });
    await reached(actor, 'ready');
    actor.send({ type: 'LEAVE' });
    await reached(actor, 'done');
    expect(log).toEqual(['leave', 'reload']);
  });
});
