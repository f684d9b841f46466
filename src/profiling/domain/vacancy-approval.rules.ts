import type { MessageKey } from '../../shared/i18n/messages.js';
import { ProfilingErrors } from './profiling.errors.js';
import { parseId } from '../../shared/domain/id.js';

/*
 * Rules of sending a vacancy and answering an approval request.
 * The DTOs check the shapes; what they cannot say is here.
 */

/** More colleagues than a company could sensibly ask; keeps one call's work bounded. */
export const MAX_APPROVERS = 50;
export const MAX_COMMENT = 2000;

/**
 * The approvers of a send request as distinct lower-case user ids (membership is checked later).
 * Each bad entry is named by its index (`approvers.1`), which class-validator cannot do for a list
 * of plain values, so the check lives here.
 */
export function approverIds(list: readonly unknown[] | undefined): string[] {
  const errors: Record<string, MessageKey> = {};
  (list ?? []).forEach((item, index) => {
    if (parseId(item) === null) errors[`approvers.${index}`] = 'validation.format';
  });
  if (Object.keys(errors).length > 0) throw ProfilingErrors.invalid(errors);
  return [...new Set(((list ?? []) as string[]).map((id) => id.toLowerCase()))];
}

/** An answer: declining needs a comment (the author must learn why); an empty comment is none. */
export function approvalAnswer(
  decision: 'approve' | 'decline',
  comment: string | null | undefined,
): { decision: 'approved' | 'declined'; comment: string | null } {
  const text = comment?.trim() || null;
  if (decision === 'decline' && text === null) throw ProfilingErrors.invalid({ comment: 'vacancyApproval.commentRequired' });
  return { decision: decision === 'approve' ? 'approved' : 'declined', comment: text };
}
