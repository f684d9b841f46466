import { defineEntity, p } from '@mikro-orm/core';
import type { Lang } from '../../shared/i18n/lang.js';
import type { EmployerView, PostingView } from './views.js';

/**
 * The careers read model of one opening (`careers_posting`): what the public pages show of it,
 * in each language, projected from the recruiting, profiling and company contracts by
 * read/postings-projection.ts. `state` `open` while the opening is public, open, published and its
 * company verified; `gone` afterwards (its page answers 410 with the employer's other postings).
 * `valid_through` is read again on every request: a day passing needs no event.
 */
export const PostingSchema = defineEntity({
  name: 'CareersPosting',
  tableName: 'careers_posting',
  properties: {
    vacancyId: p.uuid().primary(),
    companyId: p.uuid(),
    state: p.string().length(8),
    validThrough: p.string().length(10),
    postedAt: p.datetime(),
    employmentType: p.integer().nullable(),
    remote: p.boolean(),
    cityIds: p.json<number[]>(),
    /** Lower-case title and company name in every language, for the text filter (trigram index). */
    search: p.text(),
    views: p.json<Record<Lang, PostingView>>(),
    updatedAt: p.datetime(),
  },
  indexes: [
    { name: 'careers_posting_list_idx', properties: ['state', 'postedAt', 'vacancyId'] },
    { name: 'careers_posting_company_idx', properties: ['companyId', 'state'] },
    {
      // The /jobs text filter (`search like '%…%'`) over open postings (pg_trgm); no pending list,
      // which would make the planner skip the index (migration 20261210110000 says why).
      name: 'careers_posting_search_trgm_idx',
      expression: `create index "careers_posting_search_trgm_idx" on "careers_posting" using gin ("search" gin_trgm_ops) with (fastupdate = off) where "state" = 'open'`,
    },
  ],
});
export class CareersPosting extends PostingSchema.class {}
PostingSchema.setClass(CareersPosting);

/** The public profile of a verified employer (`careers_employer`); a row only while it is verified. */
export const EmployerSchema = defineEntity({
  name: 'CareersEmployer',
  tableName: 'careers_employer',
  properties: {
    companyId: p.uuid().primary(),
    verifiedAt: p.string().length(10),
    views: p.json<Record<Lang, EmployerView>>(),
    updatedAt: p.datetime(),
  },
});
export class CareersEmployer extends EmployerSchema.class {}
EmployerSchema.setClass(CareersEmployer);
