// One live connection per page to GET /api/v2/live, shared by every subscriber (the list, the
// open detail, the notifications): opened with the first subscriber, closed after the last. A
// dropped stream is reopened with a growing, jittered delay (1 s doubling up to 30 s, back to 1 s
// once a stream opens); a 401 stops it (the session is gone; the app signs out on its own). The
// server's `ready` event (its subscription stands) reaches subscribers as `live.reconnected`:
// whatever changed between their load and that moment, or while the stream was down, was not
// announced, so they reload once instead of trusting their copy.
import { API_BASE } from '../api/client';
import { tokenStore } from '../api/token';
import { createSseParser, type LiveEvent } from './sse';

export type LiveListener = (event: LiveEvent) => void;

export const RECONNECTED = 'live.reconnected';
/** Sent by the server once its subscription for this stream stands. */
export const SERVER_READY = 'ready';
export const BACKOFF_START_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

export interface LiveDeps {
  fetch: typeof fetch;
  token: () => string | null;
  url: string;
  /** Scheduling is injectable so specs run the backoff without real time. */
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  random: () => number;
}

/** The delay before attempt `failures` (1-based): doubling from 1 s, capped, with ±20 % jitter. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + random() * 0.4));
}

export interface LiveHub {
  subscribe(listener: LiveListener): () => void;
}

export function createLiveHub(deps: LiveDeps): LiveHub {
  const listeners = new Set<LiveListener>();
  let controller: AbortController | null = null;
  let timer: unknown = null;
  let failures = 0;

  const deliver = (event: LiveEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function schedule(): void {
    if (listeners.size === 0) return;
    failures += 1;
    timer = deps.setTimeout(
      () => {
        timer = null;
        void connect();
      },
      backoffDelay(failures, deps.random),
    );
  }

  async function connect(): Promise<void> {
    const token = deps.token();
    if (!token || listeners.size === 0) return;
    const own = new AbortController();
    controller = own;
    try {
      const response = await deps.fetch(deps.url, {
        headers: { userToken: token, Accept: 'text/event-stream' },
        signal: own.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`live: HTTP ${response.status}`);
      failures = 0;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = createSseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true })))
          deliver(event.type === SERVER_READY ? { type: RECONNECTED, data: null } : event);
      }
    } catch {
      if (own.signal.aborted) return;
    }
    if (controller === own && !own.signal.aborted) {
      controller = null;
      schedule();
    }
  }

  function stop(): void {
    controller?.abort();
    controller = null;
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
    failures = 0;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && !controller && timer === null) void connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
  };
}

export const liveHub: LiveHub = createLiveHub({
  fetch: (...args) => globalThis.fetch(...args),
  token: () => tokenStore.get(),
  url: `${API_BASE}/live`,
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: Math.random,
});
