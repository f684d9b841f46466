import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CompanyVerified } from '../../verification/verification.contract.js';
import { applyDecision, decidedSubmission } from './apply-decision.js';

/** A verifier verified the company: status 4, every feature open to its members. */
@EventsHandler(CompanyVerified)
export class ApplyOnCompanyVerified implements IEventHandler<CompanyVerified> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: CompanyVerified): Promise<void> {
    await applyDecision(this.em, event.companyId, (company) => company.verifiedByVerifier(decidedSubmission(event)));
  }
}
