import { DomainError } from '../../shared/domain/domain-error.js';
import type { MessageKey } from '../../shared/i18n/messages.js';

/** The stable codes of the sending and approval calls (web/src/shared/api/positions.ts). */
export const VacancyApprovalErrors = {
  notSendable: () => DomainError.conflict('VACANCY_NOT_EDITABLE', 'vacancyApproval.notSendable'),
  incomplete: () => DomainError.conflict('VACANCY_INCOMPLETE', 'vacancyApproval.incomplete'),
  notMember: (fields: Record<string, MessageKey>) => DomainError.badRequest('APPROVER_NOT_MEMBER', 'vacancyApproval.notMember', fields),
  /** Publishing at once (no approvers) is the `publishVacancies` action (right `vacancy-approval`). */
  publishForbidden: () => DomainError.forbidden('PUBLISH_FORBIDDEN', 'vacancyApproval.publishForbidden'),
  notPending: () => DomainError.conflict('APPROVAL_NOT_PENDING', 'vacancyApproval.notPending'),
  /** Only a published vacancy is closed (a draft is removed, one under approval is answered first). */
  notPublished: () => DomainError.conflict('VACANCY_NOT_PUBLISHED', 'vacancyApproval.notPublished'),
};
