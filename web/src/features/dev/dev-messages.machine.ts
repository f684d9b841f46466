// The development message log (GET /api/v2/dev/messages?to=...): what the capture transport
// recorded instead of (SMS) or besides (e-mail) sending. The fetch is injected with .provide().
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/machines/not-provided';
import { isRecord } from '../../shared/api/contract';

export type MessageChannel = 'email' | 'sms' | string;

export interface DevMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  created_at: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Accepts the list under `messages` (the route's name) or `list_data` (the API's general list
 * name), drops entries that are not objects, and orders newest first whatever the server did.
 */
export function normalizeMessages(payload: unknown): DevMessage[] {
  const list = isRecord(payload) ? (payload.messages ?? payload.list_data ?? payload.items) : payload;
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .map((item, index) => ({
      id: String(item.id ?? `${String(item.created_at ?? '')}-${index}`),
      channel: typeof item.channel === 'string' ? item.channel.toLowerCase() : 'email',
      to: typeof item.to === 'string' ? item.to : '',
      subject: text(item.subject),
      text: text(item.text),
      html: text(item.html),
      created_at: typeof item.created_at === 'string' ? item.created_at : '',
    }))
    .sort((a, b) => (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0));
}

export interface DevMessagesContext {
  to: string;
  messages: DevMessage[];
  error: string | null;
}

export type DevMessagesEvent = { type: 'SEARCH'; to: string } | { type: 'RETRY' };

export const devMessagesMachine = setup({
  types: {
    context: {} as DevMessagesContext,
    events: {} as DevMessagesEvent,
    input: {} as { to?: string },
  },
  actors: {
    fetchMessages: notProvided<DevMessage[], { to: string }>('devMessagesMachine', 'fetchMessages'),
  },
  guards: {
    hasRecipient: (_, params: { to: string }) => params.to.trim() !== '',
    isNotFound: (_, params: { error: unknown }) => isRecord(params.error) && params.error.status === 404,
    isEmpty: (_, params: { messages: DevMessage[] }) => params.messages.length === 0,
  },
}).createMachine({
  id: 'devMessages',
  context: ({ input }) => ({ to: input.to?.trim() ?? '', messages: [], error: null }),
  initial: 'start',
  on: {
    SEARCH: {
      guard: { type: 'hasRecipient', params: ({ event }) => ({ to: event.to }) },
      target: '.loading',
      actions: assign({ to: ({ event }) => event.to.trim() }),
    },
  },
  states: {
    // Opening /dev/messages?to=... loads at once, so tests and links land on the list.
    start: {
      always: [{ guard: { type: 'hasRecipient', params: ({ context }) => ({ to: context.to }) }, target: 'loading' }, { target: 'idle' }],
    },
    idle: {},
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchMessages',
        input: ({ context }) => ({ to: context.to }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ messages: event.output }) },
            target: 'empty',
            actions: assign({ messages: [] }),
          },
          { target: 'loaded', actions: assign({ messages: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
            actions: assign({ messages: [] }),
          },
          {
            target: 'failed',
            actions: assign({
              messages: [],
              error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
            }),
          },
        ],
      },
    },
    loaded: { on: { RETRY: 'loading' } },
    empty: { on: { RETRY: 'loading' } },
    unavailable: { on: { RETRY: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});
