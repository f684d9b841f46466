import type { MessageKey } from '../../shared/i18n/messages.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/*
 * The untrusted fields of send_vacancy and answer_vacancy_approval, read before anything is locked
 * or changed: a bad request answers 400 VALIDATION_FAILED with every problem under its path.
 */

/** More colleagues than a company could sensibly ask; keeps one call's work bounded. */
export const MAX_APPROVERS = 50;
export const MAX_COMMENT = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The approvers list of a send request: distinct user ids (format only; membership is checked later). */
export function readApprovers(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw ProfilingErrors.invalid({ approvers: 'validation.format' });
  if (value.length > MAX_APPROVERS) throw ProfilingErrors.invalid({ approvers: 'validation.tooMany' });
  const errors: Record<string, MessageKey> = {};
  value.forEach((item, index) => {
    if (typeof item !== 'string' || !UUID.test(item)) errors[`approvers.${index}`] = 'validation.format';
  });
  if (Object.keys(errors).length > 0) throw ProfilingErrors.invalid(errors);
  return [...new Set((value as string[]).map((id) => id.toLowerCase()))];
}

/** The decision and its comment, trimmed; declining needs a comment (the author must learn why). */
export function readAnswer(decision: unknown, comment: unknown): { decision: 'approved' | 'declined'; comment: string | null } {
  const errors: Record<string, MessageKey> = {};
  if (decision !== 'approve' && decision !== 'decline') errors.decision = 'validation.format';
  let text: string | null = null;
  if (comment !== undefined && comment !== null) {
    if (typeof comment !== 'string') errors.comment = 'validation.format';
    else if (comment.trim().length > MAX_COMMENT) errors.comment = 'validation.tooLong';
    else text = comment.trim() || null;
  }
  if (decision === 'decline' && text === null && !errors.comment) errors.comment = 'vacancyApproval.commentRequired';
  if (Object.keys(errors).length > 0) throw ProfilingErrors.invalid(errors);
  return { decision: decision === 'approve' ? 'approved' : 'declined', comment: text };
}
