import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { GetCityQuery, GetStreetQuery, type CityView, type StreetView } from '../catalogue.contract.js';
import { SEARCH_MIN } from '../catalogue.types.js';
import { likeEscape, searchKey } from '../domain/search-text.js';
import { KATOTTG_FILE } from '../seed/katottg.js';

interface CityRow {
  id: number;
  code: string;
  kind: string;
  name_uk: string;
  name_en: string;
  description_uk: string;
  description_en: string;
}
const CITY_COLUMNS = 'c.id, c.code, c.kind, c.name_uk, c.name_en, c.description_uk, c.description_en';
/** English shows the romanised name; Russian and Ukrainian show the official Ukrainian one. */
function cityView(row: CityRow, lang: Lang): CityView {
  const en = lang === 'en';
  return { id: row.id, code: row.code, kind: row.kind, name: en ? row.name_en : row.name_uk, description: en ? row.description_en : row.description_uk };
}

/** How many places a search answers at most. */
const LIMIT = 20;
/** How long the in-memory city index trusts itself before asking whether the codifier was reseeded. */
const CITY_INDEX_CHECK_MS = 60_000;

interface IndexedCity extends CityRow {
  rank: number;
  search_uk: string;
  search_en: string;
}

function trigramsOf(text: string): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) out.push(chars.slice(i, i + 3).join(''));
  return out;
}

/**
 * The 30,000 settlements of the codifier in memory (about 10 MB): reference data that changes only
 * when a new KATOTTG edition is seeded, searched in about a millisecond instead of a scan of the
 * table per keystroke. Each replica keeps its own copy and reloads it when the seed state's checksum
 * changes (looked at once a minute at most), so no replica needs another's memory.
 */
@Injectable()
export class CityIndex {
  private cities: IndexedCity[] = [];
  /** Every 3-character piece of the search keys → the cities whose keys hold it (positions in `cities`). */
  private trigrams = new Map<string, number[]>();
  private checksum: string | null = null;
  /** Counts the loads of new content: what answers made from the index are kept under. */
  private loads = 0;
  private checkedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly orm: MikroORM) {}

  /**
   * Makes sure the index is the current codifier edition (asked of the database at most once a
   * minute) and answers which load of it is in memory; `matchingNow` then searches that load.
   */
  async edition(): Promise<number> {
    if (Date.now() - this.checkedAt > CITY_INDEX_CHECK_MS || this.cities.length === 0) {
      this.loading ??= this.refresh().finally(() => (this.loading = null));
      await this.loading;
    }
    return this.loads;
  }

  /**
   * The cities whose Ukrainian or romanised key contains `key` (3+ characters), in index order, in
   * the index as it is now (call `edition` first).
   */
  matchingNow(key: string): IndexedCity[] {
    // Only cities holding the key's rarest trigram can hold the key: check those few, not all 30,000.
    let candidates: number[] | undefined;
    for (const trigram of trigramsOf(key)) {
      const list = this.trigrams.get(trigram) ?? [];
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    return (candidates ?? [])
      .map((position) => this.cities[position]!)
      .filter((city) => city.search_uk.includes(key) || city.search_en.includes(key));
  }

  private async refresh(): Promise<void> {
    const em = this.orm.em.fork();
    const [state] = await em.execute<{ checksum: string }[]>('select checksum from catalogue_seed_state where source = ?', [KATOTTG_FILE]);
    const checksum = state?.checksum ?? null;
    if (checksum === null || checksum !== this.checksum || this.cities.length === 0) {
      this.cities = await em.execute<IndexedCity[]>(
        `select ${CITY_COLUMNS}, c.rank, c.search_uk, c.search_en from catalogue_city c order by c.rank, length(c.name_uk), c.name_uk, c.id`,
      );
      this.trigrams = new Map();
      this.cities.forEach((city, position) => {
        for (const trigram of new Set([...trigramsOf(city.search_uk), ...trigramsOf(city.search_en)])) {
          const list = this.trigrams.get(trigram);
          if (list) list.push(position);
          else this.trigrams.set(trigram, [position]);
        }
      });
      this.checksum = checksum;
      this.loads += 1;
    }
    this.checkedAt = Date.now();
  }
}

/**
 * Cities, settlements and villages whose name contains the typed text (3+ characters; fewer
 * answer nothing), Ukrainian or romanised. Ranked by kind (Kyiv and Sevastopol, cities,
 * settlements, villages), then exact name, then name start, then shorter names.
 */
export class SearchCitiesQuery extends Query<CityView[]> {
  constructor(
    readonly text: string,
    readonly lang: Lang,
  ) {
    super();
  }
}
@QueryHandler(SearchCitiesQuery)
export class SearchCitiesHandler implements IQueryHandler<SearchCitiesQuery> {
  constructor(private readonly index: CityIndex) {}

  async execute({ text, lang }: SearchCitiesQuery): Promise<CityView[]> {
    const key = searchKey(text);
    if ([...key].length < SEARCH_MIN) return [];
    await this.index.edition();
    return rankedCities(this.index, key, lang);
  }
}

/** The search of SearchCitiesQuery for a search key, in the index as it is now (see CityIndex.edition). */
export function rankedCities(index: CityIndex, key: string, lang: Lang): CityView[] {
  if ([...key].length < SEARCH_MIN) return [];
  const score = (city: IndexedCity): number => {
    if (city.search_uk === key || city.search_en === key) return 0;
    if (city.search_uk.startsWith(key) || city.search_en.startsWith(key)) return 1;
    return 2;
  };
  // The index is ordered by rank, name length and name already: a stable sort by (rank, match) keeps that order within.
  const found = index.matchingNow(key);
  found.sort((a, b) => a.rank - b.rank || score(a) - score(b));
  return found.slice(0, LIMIT).map((row) => cityView(row, lang));
}

@QueryHandler(GetCityQuery)
export class GetCityHandler implements IQueryHandler<GetCityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ cityId, lang }: GetCityQuery): Promise<CityView | null> {
    if (!Number.isSafeInteger(cityId)) return null;
    const [row] = await this.em.getConnection().execute<CityRow[]>(`select ${CITY_COLUMNS} from catalogue_city c where c.id = ?`, [cityId]);
    return row ? cityView(row, lang) : null;
  }
}

/** Streets of one city whose name contains the typed text (3+ characters; fewer answer nothing). */
export class SearchStreetsQuery extends Query<StreetView[]> {
  constructor(
    readonly cityId: number,
    readonly text: string,
  ) {
    super();
  }
}
@QueryHandler(SearchStreetsQuery)
export class SearchStreetsHandler implements IQueryHandler<SearchStreetsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ cityId, text }: SearchStreetsQuery): Promise<StreetView[]> {
    const key = searchKey(text);
    if ([...key].length < SEARCH_MIN) return [];
    const rows = await this.em.getConnection().execute<StreetView[]>(
      `select s.id as street_ref, s.name_ua, s.city_id as id_city from catalogue_street s
        where s.city_id = ? and s.search_key like ?
        order by (s.search_key like ?) desc, length(s.name_ua), s.name_ua, s.id limit ${LIMIT}`,
      [cityId, `%${likeEscape(key)}%`, `${likeEscape(key)}%`],
    );
    return rows;
  }
}

@QueryHandler(GetStreetQuery)
export class GetStreetHandler implements IQueryHandler<GetStreetQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ streetId, cityId }: GetStreetQuery): Promise<StreetView | null> {
    if (!Number.isSafeInteger(streetId)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<StreetView[]>('select s.id as street_ref, s.name_ua, s.city_id as id_city from catalogue_street s where s.id = ?', [streetId]);
    if (!row || (cityId !== undefined && row.id_city !== cityId)) return null;
    return row;
  }
}

export interface UniversityView {
  id_university: number;
  name_university: string;
  city: string | null;
}
/** Universities, all of them or those matching the text (3+ characters), by name. */
export class ListUniversitiesQuery extends Query<UniversityView[]> {
  constructor(
    readonly text: string,
    readonly lang: Lang,
  ) {
    super();
  }
}
@QueryHandler(ListUniversitiesQuery)
export class ListUniversitiesHandler implements IQueryHandler<ListUniversitiesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ text, lang }: ListUniversitiesQuery): Promise<UniversityView[]> {
    const key = searchKey(text);
    const filtered = [...key].length >= SEARCH_MIN;
    const rows = await this.em.getConnection().execute<{ id: number; names: Record<Lang, string>; city: string | null }[]>(
      `select u.id, u.names, u.city from catalogue_university u ${filtered ? 'where u.search_key like ?' : ''} order by u.names->>?, u.id`,
      filtered ? [`%${likeEscape(key)}%`, lang] : [lang],
    );
    return rows.map((row) => ({ id_university: row.id, name_university: row.names[lang] ?? row.names.uk, city: row.city }));
  }
}
