import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { CompanyProfile } from '../domain/profile.entity.js';
import { Names } from './read/profile-view.js';
import { publicAddress, type PublicAddress } from './public-vacancy.query.js';

/** The public part of a company's profile, in one language. */
export interface PublicProfile {
  mission: string | null;
  values: string[];
  offices: PublicAddress[];
  website: string | null;
  socials: string[];
}

export class GetPublicProfileQuery extends Query<PublicProfile> {
  constructor(
    readonly companyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ companyId, lang }: GetPublicProfileQuery): Promise<PublicProfile> {
    const profile = await this.em.fork().findOne(CompanyProfile, { companyId });
    if (!profile) return { mission: null, values: [], offices: [], website: null, socials: [] };
    const names = new Names(this.queries, lang, {});
    const stored = [profile.actualOffice, ...(profile.otherOffices ?? []).map((office) => office.actualOffice)].filter(
      (address) => address,
    );
    const seen = new Set<string>();
    const offices: PublicAddress[] = [];
    for (const address of stored) {
      const key = `${address!.city_id}:${address!.street_id}:${address!.street_number.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      offices.push(await publicAddress(this.queries, names, lang, address!));
    }
    const valueNames = await this.queries.execute(
      new GetCatalogueNamesQuery({ kind: 'list', list: 's_values' }, profile.sValues ?? [], lang),
    );
    return {
      mission: profile.mission?.trim() || null,
      values: (profile.sValues ?? []).map((id) => valueNames[id] ?? '').filter(Boolean),
      offices,
      website: profile.website?.trim() || null,
      socials: (profile.socials ?? []).map((social) => social.link.trim()).filter((link) => /^https?:\/\//i.test(link)),
    };
  }
}
