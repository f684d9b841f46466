import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { notProvided } from './not-provided';
import { readOnceFor } from './read-once';

interface Context {
  companyId: string;
  names: string[];
}
type Event = { type: 'NOTHING' };

const readOnce = readOnceFor<Context, Event>();
const machine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: { names: notProvided<string[], { companyId: string }>('test', 'names') },
}).createMachine({
  context: { companyId: 'c1', names: [] },
  type: 'parallel',
  states: { names: readOnce('names', 'names'), other: {} },
});

function run(names: (companyId: string) => Promise<string[]>) {
  const asked: string[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        names: fromPromise<string[], { companyId: string }>(({ input }) => {
          asked.push(input.companyId);
          return names(input.companyId);
        }),
      },
    }),
  ).start();
  return { actor, asked };
}

describe('readOnce', () => {
  it("reads once with the company and keeps the answer in the context's key", async () => {
    const { actor, asked } = run(async (companyId) => [`${companyId}: Anna`]);
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ names: 'done' }));
    expect(done.context.names).toEqual(['c1: Anna']);
    expect(asked).toEqual(['c1']);
  });

  it('leaves the empty value when the read fails, and does not read again', async () => {
    const { actor, asked } = run(async () => {
      throw new Error('offline');
    });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ names: 'done' }));
    expect(done.context.names).toEqual([]);
    expect(done.status).toBe('active');
    expect(asked).toEqual(['c1']);
  });
});
