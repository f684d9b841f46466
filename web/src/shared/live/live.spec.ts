import { describe, expect, it } from '@jest/globals';
import { createActor, setup } from 'xstate';
import { backoffDelay, createLiveHub, createSseParser, liveEventsActor, RECONNECTED, type LiveDeps, type LiveEvent } from './index';

describe('the SSE parser', () => {
  it('completes events only at a blank line, across chunks that split lines and CRLF pairs', () => {
    const parser = createSseParser();
    expect(parser.push(': heartbeat\n\nevent: verification.cha')).toEqual([]);
    expect(parser.push('nged\ndata: {"company_id":"c1"}\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ type: 'verification.changed', data: { company_id: 'c1' } }]);
    expect(parser.push('data: plain\ndata: text\n\n')).toEqual([{ type: 'message', data: 'plain\ntext' }]);
  });
});

describe('backoff', () => {
  it('doubles from 1 s up to 30 s with ±20 % jitter', () => {
    expect([1, 2, 3, 6, 10].map((n) => backoffDelay(n, () => 0.5))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(backoffDelay(1, () => 0)).toBe(800);
    expect(backoffDelay(1, () => 1)).toBe(1200);
  });
});

/** A fake server: each fetch gets the next scripted answer; streams are pushed to by the test. */
function harness(answers: Array<number | 'stream'>) {
  const timers: Array<{ run: () => void; ms: number }> = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const requests: RequestInit[] = [];
  const deps: LiveDeps = {
    url: '/api/v2/live',
    token: () => 'tok',
    random: () => 0.5,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    clearTimeout: () => undefined,
    fetch: async (_url, init) => {
      requests.push(init ?? {});
      const answer = answers.shift() ?? 500;
      if (answer !== 'stream') return new Response('', { status: answer });
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
      return new Response(body, { status: 200 });
    },
  };
  return { hub: createLiveHub(deps), timers, streams, requests };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const encode = (text: string) => new TextEncoder().encode(text);

describe('the live hub', () => {
  it("sends the token, shares one stream, reconnects with backoff and passes the server's ready on", async () => {
    const { hub, timers, streams, requests } = harness(['stream', 500, 'stream']);
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const offA = hub.subscribe((event) => a.push(event));
    const offB = hub.subscribe((event) => b.push(event));
    await tick();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers).toMatchObject({ userToken: 'tok' });
    streams[0]!.enqueue(encode('event: verification.changed\ndata: {"company_id":"x"}\n\n'));
    await tick();
    expect(a).toEqual([{ type: 'verification.changed', data: { company_id: 'x' } }]);
    expect(b).toEqual(a);
    streams[0]!.close();
    await tick();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.run();
    await tick();
    // The second attempt fails: the wait doubles.
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]!.run();
    await tick();
    await tick();
    expect(requests).toHaveLength(3);
    streams[1]!.enqueue(encode('event: ready\ndata: {}\n\n'));
    await tick();
    expect(a.at(-1)).toEqual({ type: RECONNECTED, data: null });
    offA();
    offB();
  });

  it('stops on 401 instead of retrying', async () => {
    const { hub, timers, requests } = harness([401]);
    const off = hub.subscribe(() => undefined);
    await tick();
    expect(requests).toHaveLength(1);
    expect(timers).toEqual([]);
    off();
  });

  it('reaches a machine as LIVE events, filtered by name', async () => {
    const { hub, streams } = harness(['stream']);
    const seen: string[] = [];
    const machine = setup({ actors: { live: liveEventsActor(hub) } }).createMachine({
      invoke: { src: 'live', input: { names: ['verification.changed'] } },
      on: { LIVE: { actions: ({ event }) => seen.push((event as unknown as { event: LiveEvent }).event.type) } },
    });
    const actor = createActor(machine).start();
    await tick();
    streams[0]!.enqueue(encode('event: company.changed\ndata: {}\n\nevent: verification.changed\ndata: {}\n\n'));
    await tick();
    expect(seen).toEqual(['verification.changed']);
    actor.stop();
  });
});
