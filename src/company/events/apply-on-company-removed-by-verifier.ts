import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CompanyRemovedByVerifier } from '../../verification/verification.contract.js';
import { applyDecision } from './apply-decision.js';

/**
 * A verifier deleted the company: status 5 and is_del, as an owner's delete leaves it. No
 * CompanyDeleted follows: the verification context recorded this deletion itself.
 */
@EventsHandler(CompanyRemovedByVerifier)
export class ApplyOnCompanyRemovedByVerifier implements IEventHandler<CompanyRemovedByVerifier> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: CompanyRemovedByVerifier): Promise<void> {
    await applyDecision(this.em, event.companyId, (company) => company.removedByVerifier(new Date(event.occurredAt)));
  }
}
