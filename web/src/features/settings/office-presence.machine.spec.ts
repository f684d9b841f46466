import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failsOnce, reached } from '../../shared/testing/machine';
import { officePresenceMachine } from './office-presence.machine';
import type { OptionItem } from '../../shared/api/catalogue';

const OPTIONS: OptionItem[] = [
  { id: 1, name: 'В офисе' },
  { id: 2, name: 'Работаю удалённо' },
];

function start(opts: { current?: number | null; load?: () => Promise<OptionItem[]>; save?: (id: number) => Promise<unknown> } = {}) {
  const saved: number[] = [];
  const publishUser = jest.fn();
  const notifySaved = jest.fn();
  const notifyError = jest.fn();
  const actor = createActor(
    officePresenceMachine.provide({
      actors: {
        loadOptions: fromPromise(opts.load ?? (async () => OPTIONS)),
        save: fromPromise<unknown, { id: number }>(async ({ input }) => {
          saved.push(input.id);
          return (opts.save ?? (async (id) => ({ office_presence_status: { id } })))(input.id);
        }),
      },
      actions: {
        publishUser: (_, params) => publishUser(params.user),
        notifySaved,
        notifyError: (_, params) => notifyError(params.error),
      },
    }),
    { input: { current: opts.current ?? null } },
  ).start();
  return { actor, saved, publishUser, notifySaved, notifyError };
}

describe('office presence picker', () => {
  it('loads, picks, saves only the status id, publishes the user and closes', async () => {
    const { actor, saved, publishUser, notifySaved } = start({ current: 1 });
    await reached(actor, 'choosing');
    expect(actor.getSnapshot().context.selected).toBe(1);
    actor.send({ type: 'SELECT', id: 2 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved).toEqual([2]);
    expect(publishUser).toHaveBeenCalledWith({ office_presence_status: { id: 2 } });
    expect(notifySaved).toHaveBeenCalledTimes(1);
  });

  it('cannot save without a choice, ignores unknown ids, and closes without a call when nothing changed', async () => {
    const { actor, saved } = start();
    await reached(actor, 'choosing');
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'SELECT', id: 99 });
    expect(actor.getSnapshot().context.selected).toBeNull();

    const same = start({ current: 2 });
    await waitFor(same.actor, (s) => s.matches('choosing'));
    same.actor.send({ type: 'SAVE' });
    expect(same.actor.getSnapshot().status).toBe('done');
    expect(saved).toEqual([]);
    expect(same.saved).toEqual([]);
  });

  it('keeps the choice when saving fails and says why', async () => {
    const failure = new Error('offline');
    const { actor, notifyError, publishUser } = start({ save: async () => Promise.reject(failure) });
    await reached(actor, 'choosing');
    actor.send({ type: 'SELECT', id: 2 });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CLOSE' });
    await reached(actor, 'choosing');
    expect(actor.getSnapshot().context.selected).toBe(2);
    expect(notifyError).toHaveBeenCalledWith(failure);
    expect(publishUser).not.toHaveBeenCalled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { actor } = start({ load: failsOnce(OPTIONS) });
    await reached(actor, 'loadFailed');
    actor.send({ type: 'RETRY' });
    await reached(actor, 'choosing');
    expect(actor.getSnapshot().context.options).toEqual(OPTIONS);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
