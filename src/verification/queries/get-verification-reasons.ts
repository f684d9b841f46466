import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { translate, type MessageKey } from '../../shared/i18n/messages.js';
import { REJECTION_REASON_CODES, type RejectionReasonCode } from '../verification.types.js';

/** `getVerificationReasons`: the preset reasons of a rejection in the caller's language. */
export class GetVerificationReasonsQuery extends Query<Array<{ code: RejectionReasonCode; name: string }>> {
  constructor(readonly lang: Lang) {
    super();
  }
}

@QueryHandler(GetVerificationReasonsQuery)
export class GetVerificationReasonsHandler implements IQueryHandler<GetVerificationReasonsQuery> {
  execute({ lang }: GetVerificationReasonsQuery): Promise<Array<{ code: RejectionReasonCode; name: string }>> {
    return Promise.resolve(
      REJECTION_REASON_CODES.map((code) => ({ code, name: translate(`verification.reason.${code}` as MessageKey, lang) })),
    );
  }
}
