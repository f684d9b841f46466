import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { VacancyClosed } from '../../profiling/profiling.contract.js';
import { VacancyOpeningClosed } from '../domain/opening.events.js';
import { openApplicationsOf } from '../domain/application.repository.js';
import { rejectWithLetter, VACANCY_CLOSED_REASON } from '../services/rejections.js';

/**
 * No application ends in silence: when a vacancy closes, each of its open applications is rejected
 * with the reason "вакансия закрыта" and its candidate gets a letter, the closer's message if they
 * wrote one, else the usual letter of a closed vacancy, in the candidate's language. Runs from the
 * outbox in one transaction with its inbox row; a replay finds no open application left. The same
 * for the end of an opening (recruiting's close_vacancy, docs/careers.md).
 */
@EventsHandler(VacancyClosed, VacancyOpeningClosed)
export class RejectApplicantsOnVacancyClosed implements IEventHandler<VacancyClosed | VacancyOpeningClosed> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: VacancyClosed | VacancyOpeningClosed): Promise<void> {
    const closer = (await this.queries.execute(new GetAccountContactsQuery([event.byUserId]))).get(event.byUserId);
    await this.em.transactional(async (tx) => {
      const now = new Date();
      for (const application of await openApplicationsOf(tx, event.companyId, event.vacancyId)) {
        await rejectWithLetter(
          tx,
          this.queries,
          application,
          {
            reasonId: VACANCY_CLOSED_REASON,
            version: null,
            byUserId: event.byUserId,
            sendLetter: true,
            message: event.message ?? undefined,
            sendAt: now,
            fallbackLang: closer?.lang ?? 'ru',
          },
          now,
        );
      }
      await tx.flush();
    });
  }
}
