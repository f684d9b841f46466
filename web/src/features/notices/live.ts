// The bell's machine wired to the API and the live stream (the machine never calls fetch).
import { api } from '../../shared/api/client';
import { createNoticesApi } from '../../shared/api/notices';
import { liveEventsActor } from '../../shared/live';
import { noticesMachine } from './bell/notices.machine';
import { fromApi } from '../../shared/api/from-api';

/** The bell lists this many; the unread count covers all of them. */
const SHOWN = 20;

const notices = createNoticesApi(api);

export const liveNoticesMachine = noticesMachine.provide({
  actors: {
    load: fromApi(({ signal }) => notices.list(SHOWN, { signal })),
    markRead: fromApi<void, { id: string }>(({ input, signal }) => notices.read(input.id, { signal })),
    markAllRead: fromApi<void>(({ signal }) => notices.readAll({ signal })),
    live: liveEventsActor(),
  },
});
