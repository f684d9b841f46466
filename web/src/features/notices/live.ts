// The notices machines wired to the API and the live stream (the machines never call fetch).
import { api } from '../../shared/api/client';
import { companyApi } from '../../shared/api/company';
import { createNoticesApi } from '../../shared/api/notices';
import { liveEventsActor } from '../../shared/live';
import { noticesMachine } from './bell/notices.machine';
import { openNoticeMachine } from './bell/open-notice.machine';
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

export const liveOpenNoticeMachine = openNoticeMachine.provide({
  actors: {
    enterCompany: fromApi<void, { companyId: string }>(({ input, signal }) => companyApi.login(input.companyId, { signal })),
  },
});
