import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { CompanyDetail } from '../../../shared/api/verification';
import type { LiveInput } from '../../../shared/live';
import { canDecide, companyDetailMachine, type Command, type DetailEmitted } from './company-detail.machine';

const company = (status: number, version = 0): CompanyDetail => ({
  id: 'c1', number: 1, name: `v${version}`, code: '12345678', brand: '', activity: null, services: '', employees: null, website: '', createDate: '', updateDate: '',
  isDeleted: status === 5, status: { id: status, name: '' }, dueAt: null, overdue: false, assignee: null, owner: null, files: [], history: [], messages: [],
});

function start(run: (command: Command) => Promise<unknown> = async () => undefined, load: () => Promise<CompanyDetail> = async () => company(2)) {
  const commands: Command[] = [];
  const emitted: DetailEmitted[] = [];
  let loads = 0;
  let push: ((event: EventObject) => void) | null = null;
  const actor = createActor(
    companyDetailMachine.provide({
      actors: {
        load: fromPromise(async () => {
          loads += 1;
          return load();
        }),
        run: fromPromise(async ({ input }: { input: { companyId: string; command: Command } }) => {
          commands.push(input.command);
          return run(input.command);
        }),
        live: fromCallback<EventObject, LiveInput>(({ sendBack }) => {
          push = sendBack;
          return () => undefined;
        }),
      },
    }),
    { input: { companyId: 'c1' } },
  );
  actor.on('*', (event) => emitted.push(event as DetailEmitted));
  actor.start();
  return { actor, commands, emitted, loads: () => loads, live: (event: EventObject & Record<string, unknown>) => push!(event) };
}

describe('a company case in the back office', () => {
  it('runs a decision, says it is done and reloads the case', async () => {
    const { actor, commands, emitted, loads } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'RUN', command: { kind: 'reject', reasonCode: 'unreadable', comment: 'blurred' } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(commands).toEqual([{ kind: 'reject', reasonCode: 'unreadable', comment: 'blurred' }]);
    expect(emitted).toEqual([{ type: 'done', command: commands[0] }]);
    expect(loads()).toBe(2);
  });

  it('reports a refusal (another verifier decided first) and shows the current state', async () => {
    let status = 2;
    const { actor, emitted } = start(
      async () => {
        status = 4;
        throw new ApiError(409, 'VERIFICATION_STATE_CONFLICT', 'Already verified');
      },
      async () => company(status),
    );
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'RUN', command: { kind: 'verify' } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.company?.status.id === 4);
    expect(emitted).toEqual([{ type: 'refused', problem: { kind: 'verify', code: 'VERIFICATION_STATE_CONFLICT', message: 'Already verified' } }]);
    expect(canDecide(actor.getSnapshot().context.company!)).toBe(false);
  });

  it('reloads on a live event about this company only', async () => {
    const { actor, loads, live } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    live({ type: 'LIVE', event: { type: 'verification.changed', data: { company_id: 'other' } } });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    live({ type: 'LIVE', event: { type: 'verification.changed', data: { company_id: 'c1' } } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(loads()).toBe(2);
  });

  it('tells an unknown company from a failed load', async () => {
    const { actor } = start(undefined, async () => {
      throw new ApiError(404, 'COMPANY_NOT_FOUND', 'No such company');
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.notFound).toBe(true);
  });

  it('opens decisions only while the case awaits a check', () => {
    expect([1, 2, 3, 4, 5].map((status) => canDecide(company(status)))).toEqual([false, true, false, false, false]);
  });
});
