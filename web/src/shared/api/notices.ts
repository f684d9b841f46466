// The notification centre (src/notices): the header bell's list, reading, and the channels per
// kind of settings → Notifications. Declared like the other modules, so the OpenAPI checks walk it.
import { post, type RequestBody, type ResponseBody } from './contract';

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

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type GetNoticesRequest = RequestBody<'/notices/get_notices'>;
export type NoticeIdRequest = RequestBody<'/notices/read_notice'>;
export type SetNoticeSettingsRequest = RequestBody<'/notices/set_notice_settings'>;

export const NOTICE_CALLS = {
  list: post<GetNoticesRequest>('/notices/get_notices', { limit: true }),
  read: post<NoticeIdRequest>('/notices/read_notice', { id: true }),
  readAll: post<Record<string, never>>('/notices/read_all_notices', {}),
  settings: post<Record<string, never>>('/notices/get_notice_settings', {}),
  setSettings: post<SetNoticeSettingsRequest>('/notices/set_notice_settings', { settings: true }),
} as const;

// Answers as the OpenAPI document describes them (openapi.d.ts).
export type NoticeListAnswer = ResponseBody<'/notices/get_notices'>;
export type NoticeSettingsAnswer = ResponseBody<'/notices/get_notice_settings'>;

/** get_notices: kinds this web does not know (a newer server) are left out rather than shown raw. */
export function readNoticeList(answer: NoticeListAnswer): NoticeList {
  const list = answer.list_data.flatMap((item): Notice[] =>
    isKind(item.kind) ? [{ id: item.id, kind: item.kind, params: item.params, link: item.link, updateDate: item.update_date, isRead: item.is_read }] : [],
  );
  return { list, unread: answer.unread };
}

export function readNoticeSettings(answer: NoticeSettingsAnswer): NoticeSetting[] {
  return answer.settings.flatMap((item) => (isKind(item.kind) ? [{ kind: item.kind, email: item.email, inApp: item.in_app, emailFixed: item.email_fixed }] : []));
}
