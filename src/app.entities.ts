import type { EntityDefinition } from './shared/database/entity-list.js';
import { careersEntities } from './careers/careers.entities.js';
import { catalogueEntities } from './catalogue/catalogue.entities.js';
import { companyEntities } from './company/company.entities.js';
import { identityEntities } from './identity/identity.entities.js';
import { noticeEntities } from './notices/notices.entities.js';
import { notificationEntities } from './notifications/notification.entities.js';
import { profilingEntities } from './profiling/profiling.entities.js';
import { recruitingEntities } from './recruiting/recruiting.entities.js';
import { InboxEntrySchema } from './shared/outbox/inbox.entity.js';
import { OutboxMessageSchema } from './shared/outbox/outbox.entity.js';
import { verificationEntities } from './verification/verification.entities.js';

/** Composition root for the ORM: every context contributes its own list. */
export const allEntities: EntityDefinition[] = [
  OutboxMessageSchema,
  InboxEntrySchema,
  ...notificationEntities,
  ...identityEntities,
  ...companyEntities,
  ...verificationEntities,
  ...profilingEntities,
  ...catalogueEntities,
  ...noticeEntities,
  ...recruitingEntities,
  ...careersEntities,
];
