import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetCompanyReviewStateQuery } from '../../company/company.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { LiveHub } from '../../shared/live/live-hub.js';
import { VerificationCase, type Decision } from '../domain/verification-case.js';
import { CaseRepository } from '../domain/verification-case.repository.js';
import { actingVerifier } from '../services/acting-verifier.js';
import type { Id } from '../../shared/domain/id.js';

export type { Decision } from '../domain/verification-case.js';

/**
 * `setVerificationCompany` (verify, reject) and `removeCompany`, by the rules of VerificationCase.
 * The case is locked for the transaction: of two verifiers deciding at once the first wins and the
 * second, finding the first one's verdict on the submission, gets 409 VERIFICATION_STATE_CONFLICT
 * with the status that won (docs/verification.md "One status"). The live message carries the
 * case's new version and revision, so the deciding verifier's screen, which already shows them
 * from the answer, knows the message is its own echo.
 */
export class DecideCompanyCommand extends Command<void> {
  constructor(
    readonly verifierId: string,
    readonly companyId: Id,
    readonly decision: Decision,
    /** The verifier's language: a rejection's comment without own text quotes the reason in it. */
    readonly lang: Lang,
    /** What the verifier's view showed, as far as the client sent it: the case version, the submission and its data version. */
    readonly seen: { version?: number; submissionId?: string; dataVersion?: number } = {},
  ) {
    super();
  }
}

@CommandHandler(DecideCompanyCommand)
export class DecideCompanyHandler implements ICommandHandler<DecideCompanyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly live: LiveHub,
  ) {}

  async execute({ verifierId, companyId, decision, lang, seen }: DecideCompanyCommand): Promise<void> {
    VerificationCase.assertComplete(decision);
    const by = await actingVerifier(this.queries, verifierId);
    const { version, revision } = await this.em.transactional(async (tx) => {
      const cases = new CaseRepository(tx);
      const verificationCase = await cases.load(companyId);
      // Read after the case's lock: an edit committed before it is seen here even when its events
      // have not reached the case yet. One committed after it cannot slip through either: the
      // company applies a verdict only to the submission and data version it names.
      const current = decision.kind === 'remove' ? null : await this.queries.execute(new GetCompanyReviewStateQuery(companyId));
      verificationCase.decide(decision, by, new Date(), {
        lang,
        expectedVersion: seen.version,
        submissionId: seen.submissionId,
        dataVersion: seen.dataVersion,
        current,
      });
      const revision = await cases.save(verificationCase);
      return { version: verificationCase.version, revision };
    });
    await this.live.publish({ role: 'verifier' }, 'verification.changed', {
      company_id: companyId,
      kind: decision.kind,
      version,
      revision,
    });
  }
}
