// The dev area's machine wired to the API (the machine itself never calls fetch).
import { api } from '../../shared/api/client';
import { fromApi } from '../../shared/api/from-api';
import { devMessagesMachine, normalizeMessages, type DevMessage } from './dev-messages.machine';

export const liveDevMessagesMachine = devMessagesMachine.provide({
  actors: {
    fetchMessages: fromApi<DevMessage[], { to: string }>(async ({ input, signal }) =>
      normalizeMessages((await api.unlisted.GET('/dev/messages', { params: { query: { to: input.to } }, signal })).data),
    ),
  },
});
