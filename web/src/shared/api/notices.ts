// The notification centre (src/notices): the header bell's list, reading, and the channels per
// kind of settings → Notifications. Kinds this web does not know (a newer server) are left out, hence
// the readers below.
import { answer, type ApiClient } from './client';
import type { RequestBody, ResponseBody, Routes } from './contract';

// The kinds are the server's and the web's one list (src/shared/contract/notices.ts): what the bell
// names and settings offers.
import { isNoticeKind as isKind, type NoticeKind } from '../../../../src/shared/contract/notices';

export { NOTICE_KINDS, type NoticeKind } from '../../../../src/shared/contract/notices';

export interface Notice {
  id: string;
  kind: NoticeKind;
  /** What the text names: company, vacancy, person, role, outcome, reason ... */
  params: Record<string, string | number | null>;
  /** The screen that acts on it, or null. */
  link: string | null;
  updateDate: string;
  isRead: boolean;
}

export interface NoticeList {
  list: Notice[];
  unread: number;
}

export interface NoticeSetting {
  kind: NoticeKind;
  email: boolean;
  inApp: boolean;
  /** The letter carries the only link that acts (an invitation, a transfer): always sent. */
  emailFixed: boolean;
}

export const NOTICE_CALLS = {
  list: '/notices/get_notices',
  read: '/notices/read_notice',
  readAll: '/notices/read_all_notices',
  settings: '/notices/get_notice_settings',
  setSettings: '/notices/set_notice_settings',
} as const satisfies Routes;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type SetNoticeSettingsRequest = RequestBody<typeof NOTICE_CALLS.setSettings>;

// Answers as the OpenAPI document describes them (openapi.d.ts).
export type NoticeListAnswer = ResponseBody<'/notices/get_notices'>;
export type NoticeSettingsAnswer = ResponseBody<'/notices/get_notice_settings'>;

/** get_notices: kinds this web does not know (a newer server) are left out rather than shown raw. */
export function readNoticeList(answer: NoticeListAnswer): NoticeList {
  const list = answer.list_data.flatMap((item): Notice[] =>
    isKind(item.kind)
      ? [{ id: item.id, kind: item.kind, params: item.params, link: item.link, updateDate: item.update_date, isRead: item.is_read }]
      : [],
  );
  return { list, unread: answer.unread };
}

export function readNoticeSettings(answer: NoticeSettingsAnswer): NoticeSetting[] {
  return answer.settings.flatMap((item) =>
    isKind(item.kind) ? [{ kind: item.kind, email: item.email, inApp: item.in_app, emailFixed: item.email_fixed }] : [],
  );
}

type Options = { signal?: AbortSignal };

export function createNoticesApi(client: ApiClient) {
  const c = NOTICE_CALLS;
  return {
    /** The newest `limit` notices and the unread count. */
    list: async (limit: number, options?: Options) => readNoticeList(await answer(client.POST(c.list, { body: { limit }, ...options }))),
    read: async (id: string, options?: Options) => {
      await client.POST(c.read, { body: { id }, ...options });
    },
    readAll: async (options?: Options) => {
      await client.POST(c.readAll, { ...options });
    },
    settings: async (options?: Options) => readNoticeSettings(await answer(client.POST(c.settings, { ...options }))),
    setSettings: async (body: SetNoticeSettingsRequest, options?: Options) =>
      readNoticeSettings(await answer(client.POST(c.setSettings, { body, ...options }))),
  };
}
