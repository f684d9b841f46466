import { describe, expect, it } from '@jest/globals';
import { createActor, toPromise } from 'xstate';
import { fromApi } from './from-api';

describe('fromApi', () => {
  it('passes results and real failures through', async () => {
    await expect(
      toPromise(
        createActor(
          fromApi(async ({ input }: { input: number }) => input * 2),
          { input: 21 },
        ).start(),
      ),
    ).resolves.toBe(42);
    await expect(toPromise(createActor(fromApi(async () => Promise.reject(new Error('boom')))).start())).rejects.toThrow('boom');
  });

  it('never settles a call that failed because its actor was stopped', async () => {
    let settled = false;
    let rejectedWithAbort = false;
    const logic = fromApi(
      ({ signal }) =>
        new Promise<string>((_, reject) => {
          signal.addEventListener('abort', () => {
            rejectedWithAbort = true;
            reject(new Error('aborted'));
          });
        }),
    );
    const actor = createActor(logic).start();
    actor.subscribe({ next: () => (settled = true), error: () => (settled = true) });
    actor.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rejectedWithAbort).toBe(true);
    expect(settled).toBe(false);
  });
});
