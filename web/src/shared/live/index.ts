// The live updates of the signed-in user (GET /api/v2/live) for machines: invoke `liveEvents`
// with the event names wanted; each arrives as `{ type: 'LIVE', event }`, and a reconnect too
// (`live.reconnected`), since events may have been missed while the stream was down.
import { fromCallback, type EventObject } from 'xstate';
import { liveHub, RECONNECTED, type LiveHub } from './connection';
import type { LiveEvent } from './sse';

export { createLiveHub, backoffDelay, liveHub, RECONNECTED, type LiveHub, type LiveDeps, type LiveListener } from './connection';
export { createSseParser, type LiveEvent } from './sse';

export type LiveMessage = { type: 'LIVE'; event: LiveEvent };

export interface LiveInput {
  names: readonly string[];
}

/** What a machine declares for its `live` actor before live.ts provides the real one. */
export const noLiveEvents = fromCallback<EventObject, LiveInput>(() => () => undefined);

/** A callback actor a machine invokes for as long as it wants the events named in its input. */
export function liveEventsActor(hub: LiveHub = liveHub) {
  return fromCallback<EventObject, LiveInput>(({ sendBack, input }) =>
    hub.subscribe((event) => {
      if (event.type === RECONNECTED || input.names.includes(event.type)) sendBack({ type: 'LIVE', event } satisfies LiveMessage);
    }),
  );
}

/** The company a `verification.changed` or `company.changed` event names, if any. */
export function eventCompanyId(event: LiveEvent): string | null {
  const data = event.data;
  return typeof data === 'object' && data !== null && typeof (data as { company_id?: unknown }).company_id === 'string'
    ? (data as { company_id: string }).company_id
    : null;
}
