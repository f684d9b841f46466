import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler } from '@nestjs/cqrs';
import { CompanyArchived, CompanyDeleted, CompanyEdited, CompanyRestored } from '../../company/company.contract.js';
import { CompanyProfileCompleted, CompanyProfileStepSaved, VacancyClosed } from '../../profiling/profiling.contract.js';
import { VacancyOpened, VacancyOpeningClosed } from '../../recruiting/recruiting.contract.js';
import { CompanyRejected, CompanyRemovedByVerifier, CompanyVerified } from '../../verification/verification.contract.js';
import { PageCache } from '../http/page-cache.js';
import { PostingsProjection } from '../read/postings-projection.js';
import type { BatchEventsHandler } from '../../shared/outbox/batch-events-handler.js';

/** Events that change one posting: its opening, or its vacancy's end. */
const POSTING_EVENTS = [VacancyOpened, VacancyOpeningClosed, VacancyClosed] as const;
/** Events that change what may be public of a whole company: its status, name, profile. */
const COMPANY_EVENTS = [
  CompanyVerified,
  CompanyRejected,
  CompanyRemovedByVerifier,
  CompanyDeleted,
  CompanyArchived,
  CompanyRestored,
  CompanyEdited,
  CompanyProfileStepSaved,
  CompanyProfileCompleted,
] as const;

type PostingEvent = InstanceType<(typeof POSTING_EVENTS)[number]>;
type CompanyEvent = InstanceType<(typeof COMPANY_EVENTS)[number]>;

/**
 * The careers read model follows every change that decides what is public (docs/careers.md, "No
 * ghost jobs"): through the outbox, in one transaction with the inbox row; then every API replica
 * drops its rendered pages, so a closed posting leaves /jobs, the sitemap and its JSON-LD at once.
 * Several events at once (a burst of company edits) are one transaction and one cache drop: the
 * projection writes only this context's own rows, each company's apart.
 */
@EventsHandler(...POSTING_EVENTS, ...COMPANY_EVENTS)
export class ProjectPostingsOnChanges implements BatchEventsHandler<PostingEvent | CompanyEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly projection: PostingsProjection,
    private readonly pages: PageCache,
  ) {}

  async handle(event: PostingEvent | CompanyEvent): Promise<void> {
    await this.handleBatch([event]);
  }

  batches(): boolean {
    return true;
  }

  async handleBatch(events: Array<PostingEvent | CompanyEvent>): Promise<void> {
    await this.em.transactional(async (tx) => {
      for (const event of events) await this.projection.refresh(tx, event.companyId, 'vacancyId' in event ? [event.vacancyId] : null);
    });
    await this.pages.changed();
  }
}
