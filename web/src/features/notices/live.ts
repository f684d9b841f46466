// The notices machines wired to the API and the live stream (the machines never call fetch).
import { api } from '../../shared/api/client';
import { NOTICE_CALLS, readNoticeList, type GetNoticesRequest, type NoticeListAnswer, type NoticeIdRequest } from '../../shared/api/notices';
import { liveEventsActor } from '../../shared/live';
import { noticesMachine } from './bell/notices.machine';
import { fromApi } from '../../shared/api/from-api';

/** The bell lists this many; the unread count covers all of them. */
const SHOWN = 20;

export const liveNoticesMachine = noticesMachine.provide({
  actors: {
    load: fromApi(async ({ signal }) => readNoticeList(await api.post<NoticeListAnswer>(NOTICE_CALLS.list.path, { limit: SHOWN } satisfies GetNoticesRequest, { signal }))),
    markRead: fromApi<void, { id: string }>(async ({ input, signal }) => {
      await api.post(NOTICE_CALLS.read.path, { id: input.id } satisfies NoticeIdRequest, { signal });
    }),
    markAllRead: fromApi<void>(async ({ signal }) => {
      await api.post(NOTICE_CALLS.readAll.path, {}, { signal });
    }),
    live: liveEventsActor(),
  },
});
