import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { COMPANY_STATUS } from '../company.types.js';

/** What the public pages may show of a company, and whether they may show it at all. */
export interface PublicCompany {
  companyId: string;
  /** The brand when it has one, else the registered name. */
  name: string;
  website: string | null;
  /**
   * Verified, not deleted, and not moved to its owner's archive (archiving is per member; the
   * owner's is the company's own decision to step back, so its public pages go too).
   */
  isPublic: boolean;
  /** YYYY-MM-DD of the last verification (null: never, or verified before the date was kept). */
  verifiedAt: string | null;
}

/** The public facts of some companies (unknown ids are left out). */
export class GetPublicCompaniesQuery extends Query<Map<string, PublicCompany>> {
  constructor(readonly companyIds: readonly string[]) {
    super();
  }
}

@QueryHandler(GetPublicCompaniesQuery)
export class GetPublicCompaniesHandler implements IQueryHandler<GetPublicCompaniesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyIds }: GetPublicCompaniesQuery): Promise<Map<string, PublicCompany>> {
    if (companyIds.length === 0) return new Map();
    const rows = await this.em.fork().execute<
      Array<{
        id: string;
        name: string;
        company_brand: string | null;
        website: string | null;
        status_id: number;
        is_del: boolean;
        verified_at: Date | string | null;
        owner_archived: boolean;
      }>
    >(
      `select c.id, c.name, c.company_brand, c.website, c.status_id, c.is_del, c.verified_at,
              exists (select 1 from company_membership m where m.company_id = c.id and m.role = 'owner' and m.archived_at is not null) as owner_archived
         from company c where c.id in (?)`,
      [[...companyIds]],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          companyId: row.id,
          name: row.company_brand?.trim() || row.name,
          website: row.website?.trim() || null,
          isPublic: row.status_id === COMPANY_STATUS.verified && !row.is_del && !row.owner_archived,
          verifiedAt: row.verified_at ? new Date(row.verified_at).toISOString().slice(0, 10) : null,
        },
      ]),
    );
  }
}
