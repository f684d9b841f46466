import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApprovalRequest } from '../../../shared/api/positions';
import { approvalRequestsMachine } from './requests.machine';

const request: ApprovalRequest = {
  vacancy_id: 'v1',
  company_id: 'c1',
  company_name: 'ТОВ Ромашка',
  number: 3,
  name: 'Бухгалтер',
  author_name: 'Анна',
  requested_at: '2026-11-22T10:00:00.000Z',
};

describe('the approval requests', () => {
  it('loads the list, keeps it through a failed reload and loads again on demand', async () => {
    const answers: Array<() => ApprovalRequest[]> = [
      () => [request],
      () => {
        throw new Error('offline');
      },
      () => [],
    ];
    const actor = createActor(approvalRequestsMachine.provide({ actors: { load: fromPromise(async () => answers.shift()!()) } })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.requests).toEqual([request]);
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toEqual({ requests: [request], failed: true });
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ requests: [], failed: false });
  });
});
