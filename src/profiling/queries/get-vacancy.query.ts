import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { findVacancy } from '../domain/vacancy.repository.js';
import { readerAccess, type Reader } from '../services/access.js';
import { canWriteVacancies, maySend } from '../domain/access.rules.js';
import { vacancyLabeller } from './read/vacancy-labels.js';
import { vacancyView, type VacancyView } from './read/vacancy-view.js';
import { type Id } from '../../shared/domain/id.js';

/**
 * One vacancy as a member sees it, labels in the caller's language (404 COMPANY_NOT_FOUND for
 * strangers, 404 VACANCY_NOT_FOUND). `can_edit` follows the wizard's right (`vacancies`), or after
 * sending and answering the sender's rule (its author too). After a write of the same request the
 * reader carries the membership the request decided, and nobody is asked again.
 */
export class GetVacancyQuery extends Query<VacancyView> {
  constructor(
    readonly reader: Reader,
    readonly vacancyId: Id,
    readonly lang: Lang,
    readonly editRule: 'vacancies-right' | 'author-or-right' = 'vacancies-right',
  ) {
    super();
  }
}

@QueryHandler(GetVacancyQuery)
export class GetVacancyHandler implements IQueryHandler<GetVacancyQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reader, vacancyId, lang, editRule }: GetVacancyQuery): Promise<VacancyView> {
    const { userId, companyId } = reader;
    const membership = await readerAccess(this.queries, reader);
    // Read afresh: the command that came before ran in its own transaction.
    const em = this.em.fork();
    const vacancy = await findVacancy(em, companyId, vacancyId);
    const canEdit = editRule === 'author-or-right' ? maySend(membership, userId, vacancy) : canWriteVacancies(membership);
    const labeller = vacancyLabeller(em, this.queries);
    return vacancyView(em, this.queries, vacancy, { lang, canEdit, canPublish: membership.actions.includes('publishVacancies'), labeller });
  }
}
