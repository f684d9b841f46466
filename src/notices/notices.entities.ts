import { defineEntity, p } from '@mikro-orm/core';

/** One in-app notification of one user, written by a projection of another context's event. */
const NoticeSchema = defineEntity({
  name: 'Notice',
  tableName: 'notice',
  indexes: [{ properties: ['userId', 'createdAt'] }],
  uniques: [{ properties: ['eventId', 'userId', 'kind'] }],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: p.uuid(),
    kind: p.string().length(40),
    /** The names the text needs (company, vacancy, ...), rendered by the web in the reader's language. */
    params: p.json<Record<string, string | number | null>>(),
    /** The screen that acts on it (an app path), or null. */
    link: p.string().length(300).nullable(),
    /** The outbox event it came from: a replay writes nothing twice. */
    eventId: p.uuid(),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});
export class Notice extends NoticeSchema.class {}
NoticeSchema.setClass(Notice);

/** A user's choice of channels for one kind (settings → Notifications); no row = both. */
const NoticePreferenceSchema = defineEntity({
  name: 'NoticePreference',
  tableName: 'notice_preference',
  properties: {
    userId: p.uuid().primary(),
    kind: p.string().length(40).primary(),
    email: p.boolean(),
    inApp: p.boolean(),
  },
});
export class NoticePreference extends NoticePreferenceSchema.class {}
NoticePreferenceSchema.setClass(NoticePreference);

/**
 * Who owns a company and its name, projected from the company events (registered, edited, transferred):
 * a verifier's decision names only the company, and its owner is told even once it is deleted.
 */
const NoticeCompanySchema = defineEntity({
  name: 'NoticeCompany',
  tableName: 'notice_company',
  properties: {
    companyId: p.uuid().primary(),
    ownerId: p.uuid(),
    name: p.string().length(300),
  },
});
export class NoticeCompany extends NoticeCompanySchema.class {}
NoticeCompanySchema.setClass(NoticeCompany);

export const noticeEntities = [NoticeSchema, NoticePreferenceSchema, NoticeCompanySchema];
