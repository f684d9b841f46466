import { DomainError } from '../../shared/domain/domain-error.js';

/** The stable error codes of meetings. Texts in meetings.messages.ts. */
export const MeetingErrors = {
  titleRequired: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { title: 'validation.required' }),
  titleTooLong: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { title: 'recruiting.meetingTitleTooLong' }),
  /** Not an ISO moment with its offset, or the end not after the start, or longer than a day. */
  startsAt: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { starts_at: 'recruiting.meetingStartsAt' }),
  endsAt: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { ends_at: 'recruiting.meetingEndsAt' }),
  /** An office or a link, exactly one. */
  place: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { office_id: 'recruiting.meetingPlace' }),
  link: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { link: 'recruiting.meetingLink' }),
  office: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { office_id: 'recruiting.meetingOffice' }),
  participants: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { participant_ids: 'recruiting.notColleague' }),
  tooManyParticipants: () =>
    DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { participant_ids: 'recruiting.meetingTooManyParticipants' }),
  /** invite_candidate without an application, or a candidate without an e-mail. */
  candidateEmail: () =>
    DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { invite_candidate: 'recruiting.meetingCandidateEmail' }),
  timeZone: () => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { time_zone: 'recruiting.timeZone' }),
  notFound: () => DomainError.notFound('MEETING_NOT_FOUND', 'recruiting.meetingNotFound'),
  cancelled: () => DomainError.conflict('MEETING_CANCELLED', 'recruiting.meetingCancelled'),
  /** Only the organizer, or a member with "candidates" for an interview, changes or cancels it. */
  notOrganizer: () => DomainError.forbidden('FORBIDDEN', 'recruiting.meetingNotOrganizer'),
};
