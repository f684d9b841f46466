import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Opening } from '../domain/opening.entity.js';

/** An opening as the careers read model needs it. */
export interface OpeningFacts {
  vacancyId: string;
  companyId: string;
  validThrough: string;
  isPublic: boolean;
  open: boolean;
  openedAt: Date;
}

/** The openings of a company (all, or those of `vacancyIds`), open or closed. */
export class GetOpeningsQuery extends Query<OpeningFacts[]> {
  constructor(
    readonly companyId: string,
    readonly vacancyIds: readonly string[] | null = null,
  ) {
    super();
  }
}

@QueryHandler(GetOpeningsQuery)
export class GetOpeningsHandler implements IQueryHandler<GetOpeningsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId, vacancyIds }: GetOpeningsQuery): Promise<OpeningFacts[]> {
    const where = vacancyIds ? { companyId, vacancyId: { $in: [...vacancyIds] } } : { companyId };
    const rows = await this.em.fork().find(Opening, where);
    return rows.map((row) => ({
      vacancyId: row.vacancyId,
      companyId: row.companyId,
      validThrough: row.validThrough,
      isPublic: row.isPublic,
      open: row.isOpen,
      openedAt: row.openedAt,
    }));
  }
}
