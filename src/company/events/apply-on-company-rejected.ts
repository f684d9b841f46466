import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CompanyRejected } from '../../verification/verification.contract.js';
import { applyDecision, decidedSubmission } from './apply-decision.js';

/** A verifier rejected the company: status 3 with the reason for the owner's banner. */
@EventsHandler(CompanyRejected)
export class ApplyOnCompanyRejected implements IEventHandler<CompanyRejected> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: CompanyRejected): Promise<void> {
    await applyDecision(this.em, event.companyId, (company) =>
      company.rejectedByVerifier(event.reasonCode, event.reason, decidedSubmission(event)),
    );
  }
}
