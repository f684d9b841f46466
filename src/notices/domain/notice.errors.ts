import { DomainError } from '../../shared/domain/domain-error.js';

/** The stable error codes of the notification centre's calls. */
export const NoticeErrors = {
  /** Unknown, or another user's: nobody learns that someone else's id exists. */
  notFound: () => DomainError.notFound('NOTICE_NOT_FOUND', 'notices.notFound'),
};
