import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCompanyInfoQuery } from '../../company/company.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { findVacancy } from '../domain/vacancy.repository.js';
import { requireAccess } from '../services/access.js';
import { vacancyPdfModel } from '../pdf/vacancy-pdf.document.js';
import type { VacancyPdfModel } from '../pdf/vacancy-pdf.model.js';
import { vacancyLabeller } from './read/vacancy-labels.js';
import { vacancyView } from './read/vacancy-view.js';
import { type Id, storedId } from '../../shared/domain/id.js';

/** The document model of a vacancy's PDF in the caller's language (members of its company). */
export class GetVacancyPdfQuery extends Query<{ model: VacancyPdfModel; number: number }> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly vacancyId: Id,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetVacancyPdfQuery)
export class GetVacancyPdfHandler implements IQueryHandler<GetVacancyPdfQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, vacancyId, lang }: GetVacancyPdfQuery): Promise<{ model: VacancyPdfModel; number: number }> {
    await requireAccess(this.queries, userId, companyId, 'read');
    const vacancy = await findVacancy(this.em, companyId, vacancyId);
    const view = await vacancyView(this.em, this.queries, vacancy, {
      lang,
      canEdit: false,
      labeller: vacancyLabeller(this.em, this.queries),
    });
    // The department's name comes with the view's labels (the labeller looked it up).
    const company = await this.queries.execute(new GetCompanyInfoQuery(userId, storedId(vacancy.companyId), lang));
    return { model: vacancyPdfModel(view, { lang, companyName: company.name, now: new Date() }), number: vacancy.number };
  }
}
