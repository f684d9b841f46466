import { CATALOGUE_MESSAGES } from './catalogue/catalogue.messages.js';
import { COMPANY_MESSAGES } from './company/company.messages.js';
import { IDENTITY_MESSAGES } from './identity/identity.messages.js';
import { VACANCY_APPROVAL_MESSAGES } from './profiling/vacancy-approval.messages.js';
import { NOTICES_MESSAGES } from './notices/notices.messages.js';
import { RECRUITING_MESSAGES } from './recruiting/recruiting.messages.js';
import { RECRUITING_RECORDS_MESSAGES } from './recruiting/recruiting-records.messages.js';
import { MEETINGS_MESSAGES } from './recruiting/meetings.messages.js';
import { RECRUITING_REPORTS_MESSAGES } from './recruiting/recruiting-reports.messages.js';
import { PROFILING_MESSAGES } from './profiling/profiling.messages.js';
import { composeMessages, MESSAGES } from './shared/i18n/messages.js';
import { VERIFICATION_MESSAGES } from './verification/verification.messages.js';

/** Composition root for the API's texts: the kernel's and every context's own (like app.entities.ts). */
export const allMessages = composeMessages(
  MESSAGES,
  IDENTITY_MESSAGES,
  CATALOGUE_MESSAGES,
  COMPANY_MESSAGES,
  VERIFICATION_MESSAGES,
  PROFILING_MESSAGES,
  VACANCY_APPROVAL_MESSAGES,
  NOTICES_MESSAGES,
  RECRUITING_MESSAGES,
  RECRUITING_RECORDS_MESSAGES,
  MEETINGS_MESSAGES,
  RECRUITING_REPORTS_MESSAGES,
);
