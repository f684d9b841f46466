import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import {
  CompanyArchived,
  CompanyDeleted,
  CompanyEdited,
  CompanyFileAdded,
  CompanyFileRemoved,
  CompanyRegistered,
  CompanyRestored,
  CompanySubmittedForVerification,
  CompanyTransferred,
} from '../../company/company.contract.js';
import { LiveHub } from '../../shared/live/live-hub.js';

type CompanyEvent =
  | CompanyRegistered
  | CompanyEdited
  | CompanySubmittedForVerification
  | CompanyFileAdded
  | CompanyFileRemoved
  | CompanyArchived
  | CompanyRestored
  | CompanyDeleted
  | CompanyTransferred;

/**
 * Tells every verifier's open back office that a case changed. A handler of its own, listed after
 * the projection in the module: the relay runs (and commits) handlers one after another, so a
 * verifier who reloads on this message reads the projected row.
 */
@EventsHandler(
  CompanyRegistered,
  CompanyEdited,
  CompanySubmittedForVerification,
  CompanyFileAdded,
  CompanyFileRemoved,
  CompanyArchived,
  CompanyRestored,
  CompanyDeleted,
  CompanyTransferred,
)
export class PublishLiveOnCompanyEvents implements IEventHandler<CompanyEvent> {
  constructor(private readonly live: LiveHub) {}

  async handle(event: CompanyEvent): Promise<void> {
    await this.live.publish({ role: 'verifier' }, 'verification.changed', { company_id: event.companyId, kind: event.eventType });
  }
}
