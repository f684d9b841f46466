import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { LiveHub } from '../../shared/live/live-hub.js';
import { VerificationCase, type Decision } from '../domain/verification-case.js';
import { actingVerifier, CaseRepository } from './case-repository.js';

export type { Decision } from '../domain/verification-case.js';

/**
 * `setVerificationCompany` (verify, reject) and `removeCompany`, by the rules of VerificationCase.
 * The case is locked for the transaction: of two verifiers deciding at once the first wins and the
 * second, finding the case no longer waiting, gets 409 VERIFICATION_STATE_CONFLICT with the status
 * that won. The live message carries the case's new version, so the deciding verifier's screen,
 * which already shows that version from the answer, knows the message is its own echo.
 */
export class DecideCompanyCommand extends Command<void> {
  constructor(
    readonly verifierId: string,
    readonly companyId: string,
    readonly decision: Decision,
    /** The verifier's language: a rejection's comment without own text quotes the reason in it. */
    readonly lang: Lang,
    /** The version of the case the verifier decided on, when the client sent it. */
    readonly expectedVersion?: number,
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

  async execute({ verifierId, companyId, decision, lang, expectedVersion }: DecideCompanyCommand): Promise<void> {
    VerificationCase.assertComplete(decision);
    const by = await actingVerifier(this.queries, verifierId);
    const version = await this.em.transactional(async (tx) => {
      const cases = new CaseRepository(tx);
      const verificationCase = await cases.load(companyId);
      verificationCase.decide(decision, by, new Date(), { lang, expectedVersion });
      await cases.save(verificationCase);
      return verificationCase.version;
    });
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: companyId, kind: decision.kind, version });
  }
}
