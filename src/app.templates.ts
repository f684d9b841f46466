import { COMPANY_LIFECYCLE_TEMPLATES } from './company/templates/company-lifecycle.templates.js';
import { COMPANY_TEMPLATES } from './company/templates/company.templates.js';
import { IDENTITY_TEMPLATES } from './identity/templates/identity.templates.js';
import { composeTemplates, NOTIFICATION_TEMPLATES } from './notifications/templates.js';
import { VACANCY_APPROVAL_TEMPLATES } from './profiling/templates/vacancy-approval.templates.js';
import { CAREERS_LETTER_TEMPLATES } from './recruiting/templates/careers-letters.templates.js';
import { REJECTION_LETTER_TEMPLATES } from './recruiting/templates/rejection-letter.templates.js';
import { RECRUITING_RECORDS_TEMPLATES } from './recruiting/templates/recruiting-records.templates.js';
import { MEETING_TEMPLATES } from './recruiting/templates/meeting.templates.js';
import { VERIFICATION_TEMPLATES } from './verification/templates/verification.templates.js';

/** Composition root for e-mail and SMS templates: notifications' own and every context's (like app.entities.ts). */
export const allTemplates = composeTemplates(
  NOTIFICATION_TEMPLATES,
  IDENTITY_TEMPLATES,
  COMPANY_TEMPLATES,
  COMPANY_LIFECYCLE_TEMPLATES,
  VERIFICATION_TEMPLATES,
  VACANCY_APPROVAL_TEMPLATES,
  REJECTION_LETTER_TEMPLATES,
  RECRUITING_RECORDS_TEMPLATES,
  MEETING_TEMPLATES,
  CAREERS_LETTER_TEMPLATES,
);
