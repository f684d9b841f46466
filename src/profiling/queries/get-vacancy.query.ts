import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { findVacancy } from '../domain/vacancy.repository.js';
import { requireAccess } from '../services/access.js';
import { canWriteVacancies, maySend } from '../domain/access.rules.js';
import { vacancyLabeller } from './read/vacancy-labels.js';
import { vacancyView, type VacancyView } from './read/vacancy-view.js';

/**
 * One vacancy as a member sees it, labels in the caller's language (404 COMPANY_NOT_FOUND for
 * strangers, 404 VACANCY_NOT_FOUND). `can_edit` follows the wizard's right (`vacancies`), or after
 * sending and answering the sender's rule (its author too).
 */
export class GetVacancyQuery extends Query<VacancyView> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly vacancyId: unknown,
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

  async execute({ userId, companyId, vacancyId, lang, editRule }: GetVacancyQuery): Promise<VacancyView> {
    const membership = await requireAccess(this.queries, userId, companyId, 'read');
    // Read afresh: the command that came before ran in its own transaction.
    const em = this.em.fork();
    const vacancy = await findVacancy(em, companyId, vacancyId);
    const canEdit = editRule === 'author-or-right' ? maySend(membership, userId, vacancy) : canWriteVacancies(membership);
    const labeller = vacancyLabeller(em, this.queries);
    return vacancyView(em, this.queries, vacancy, { lang, canEdit, canPublish: membership.actions.includes('publishVacancies'), labeller });
  }
}
