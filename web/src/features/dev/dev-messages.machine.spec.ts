import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { settled } from '../../shared/testing/machine';
import { devMessagesMachine, normalizeMessages, type DevMessage } from './dev-messages.machine';

const older = {
  id: 1,
  channel: 'email',
  to: 'a@example.test',
  subject: 'Confirm',
  text: 'Code 123456',
  html: '<p>Code</p>',
  created_at: '2026-11-01T10:00:00.000Z',
};
const newer = {
  id: 2,
  channel: 'SMS',
  to: 'a@example.test',
  subject: null,
  text: '654321',
  html: null,
  created_at: '2026-11-02T10:00:00.000Z',
};

function start(answer: (to: string) => Promise<DevMessage[]>, to?: string) {
  const seen: string[] = [];
  const actor = createActor(
    devMessagesMachine.provide({
      actors: {
        fetchMessages: fromPromise<DevMessage[], { to: string }>(async ({ input }) => {
          seen.push(input.to);
          return answer(input.to);
        }),
      },
    }),
    { input: { to } },
  ).start();
  return { actor, seen };
}

describe('normalizeMessages', () => {
  it('reads `messages` or `list_data`, newest first', () => {
    const expected = [2, 1].map(String);
    expect(normalizeMessages({ messages: [older, newer] }).map((m) => m.id)).toEqual(expected);
    expect(normalizeMessages({ list_data: [older, newer] }).map((m) => m.id)).toEqual(expected);
    expect(normalizeMessages([older, newer]).map((m) => m.id)).toEqual(expected);
  });

  it('keeps fields honest: empty strings become null, channel lower-cased, junk dropped', () => {
    const [message] = normalizeMessages({ messages: [{ ...newer, subject: '' }, 'junk', null] });
    expect(message).toEqual({
      id: '2',
      channel: 'sms',
      to: 'a@example.test',
      subject: null,
      text: '654321',
      html: null,
      created_at: newer.created_at,
    });
    expect(normalizeMessages({ messages: [{}, 'junk'] })).toHaveLength(1);
    expect(normalizeMessages({ ok: true })).toEqual([]);
  });
});

describe('dev messages machine', () => {
  it('waits for a recipient when opened without one', () => {
    const { actor, seen } = start(async () => []);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SEARCH', to: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(seen).toEqual([]);
  });

  it('loads at once when opened with ?to=', async () => {
    const { actor, seen } = start(async () => normalizeMessages([older, newer]), ' a@example.test ');
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await settled(actor, 'loading');
    expect(snapshot.value).toBe('loaded');
    expect(seen).toEqual(['a@example.test']);
    expect(snapshot.context.messages.map((m) => m.id)).toEqual(['2', '1']);
  });

  it('shows the empty state when nothing was captured', async () => {
    const { actor } = start(async () => []);
    actor.send({ type: 'SEARCH', to: '+380991112233' });
    expect((await settled(actor, 'loading')).value).toBe('empty');
  });

  it('shows "not available" when the route answers 404 (production)', async () => {
    const { actor } = start(async () => {
      throw Object.assign(new Error('Not Found'), { status: 404 });
    }, 'a@example.test');
    expect((await settled(actor, 'loading')).value).toBe('unavailable');
  });

  it('shows other failures with their message, and retries', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('boom'), { status: 500 });
      return normalizeMessages([older]);
    }, 'a@example.test');
    const failed = await settled(actor, 'loading');
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe('boom');
    actor.send({ type: 'RETRY' });
    const loaded = await settled(actor, 'loading');
    expect(loaded.value).toBe('loaded');
    expect(loaded.context.error).toBeNull();
  });

  it('a new search replaces the previous list', async () => {
    const { actor, seen } = start(async (to) => (to === 'a@example.test' ? normalizeMessages([older]) : []), 'a@example.test');
    await settled(actor, 'loading');
    actor.send({ type: 'SEARCH', to: 'b@example.test' });
    const snapshot = await settled(actor, 'loading');
    expect(snapshot.value).toBe('empty');
    expect(snapshot.context.messages).toEqual([]);
    expect(seen).toEqual(['a@example.test', 'b@example.test']);
  });
});
