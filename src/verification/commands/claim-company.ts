import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { LiveHub } from '../../shared/live/live-hub.js';
import type { ClaimAction, Verifier } from '../domain/verification-case.js';
import { CaseRepository } from '../domain/verification-case.repository.js';
import { actingVerifier } from '../services/acting-verifier.js';
import type { Id } from '../../shared/domain/id.js';

export type Assignee = Verifier;

/**
 * `claimVerificationCompany`: take, release or take over a case (rules in VerificationCase.claim);
 * answers who holds it afterwards.
 */
export class ClaimCompanyCommand extends Command<Assignee | null> {
  constructor(
    readonly verifierId: string,
    readonly companyId: Id,
    readonly action: ClaimAction,
  ) {
    super();
  }
}

@CommandHandler(ClaimCompanyCommand)
export class ClaimCompanyHandler implements ICommandHandler<ClaimCompanyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly live: LiveHub,
  ) {}

  async execute({ verifierId, companyId, action }: ClaimCompanyCommand): Promise<Assignee | null> {
    const by = await actingVerifier(this.queries, verifierId);
    const { holder, revision } = await this.em.transactional(async (tx) => {
      const cases = new CaseRepository(tx);
      const verificationCase = await cases.load(companyId);
      const result = verificationCase.claim(action, by, new Date());
      return { holder: result, revision: await cases.save(verificationCase) };
    });
    // The revision lets the claiming verifier's screen, which shows it from the answer, skip its echo.
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: companyId, kind: 'claim', revision });
    return holder;
  }
}
