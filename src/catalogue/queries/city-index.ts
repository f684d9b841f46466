import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Lang } from '../../shared/i18n/lang.js';
import type { CityView } from '../catalogue.contract.js';
import { SEARCH_MIN } from '../catalogue.types.js';
import { ALT_KEY_SEPARATOR, foldKey } from '../domain/city-names.js';
import { russianPlaceDescription } from '../domain/place-words.js';
import { KATOTTG_FILE } from '../seed/katottg.js';

// The settlements of the codifier as the place reads answer them, and their in-memory index.

export interface CityRow {
  id: number;
  code: string;
  kind: string;
  name_uk: string;
  name_en: string;
  description_uk: string;
  description_en: string;
}
export const CITY_COLUMNS = 'c.id, c.code, c.kind, c.name_uk, c.name_en, c.description_uk, c.description_en';
/**
 * English shows the romanised name; Russian and Ukrainian show the official Ukrainian one. The
 * description is in the reader's language: Russian gets its common words in Russian.
 */
export function cityView(row: CityRow, lang: Lang): CityView {
  const en = lang === 'en';
  const description = en ? row.description_en : lang === 'ru' ? russianPlaceDescription(row.description_uk) : row.description_uk;
  return { id: row.id, code: row.code, kind: row.kind, name: en ? row.name_en : row.name_uk, description };
}

/** How many places a search answers at most. */
export const PLACES_LIMIT = 20;
/** How long the in-memory city index trusts itself before asking whether the codifier was reseeded. */
const CITY_INDEX_CHECK_MS = 60_000;

export interface IndexedCity extends CityRow {
  rank: number;
  search_uk: string;
  search_en: string;
  /** The folded, Russian and Latin keys (domain/city-names.ts), searched for the folded text. */
  search_alt: string;
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
   * The cities whose Ukrainian or romanised key contains `key` (3+ characters), or one of whose
   * other keys contains its folded form (a Russian spelling: Киев, Винница), in index order, in the
   * index as it is now (call `edition` first).
   */
  matchingNow(key: string): IndexedCity[] {
    const folded = foldKey(key);
    // Only cities holding the key's rarest trigram can hold the key: check those few, not all 30,000.
    const positions = new Set([...this.holdersOfRarest(key), ...this.holdersOfRarest(folded)]);
    return [...positions]
      .sort((a, b) => a - b)
      .map((position) => this.cities[position]!)
      .filter(
        (city) => city.search_uk.includes(key) || city.search_en.includes(key) || (folded.length > 0 && city.search_alt.includes(folded)),
      );
  }

  private holdersOfRarest(key: string): number[] {
    let candidates: number[] | undefined;
    for (const trigram of trigramsOf(key)) {
      const list = this.trigrams.get(trigram) ?? [];
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    return candidates ?? [];
  }

  private async refresh(): Promise<void> {
    const em = this.orm.em.fork();
    const [state] = await em.execute<{ checksum: string }[]>('select checksum from catalogue_seed_state where source = ?', [KATOTTG_FILE]);
    const checksum = state?.checksum ?? null;
    if (checksum === null || checksum !== this.checksum || this.cities.length === 0) {
      this.cities = await em.execute<IndexedCity[]>(
        `select ${CITY_COLUMNS}, c.rank, c.search_uk, c.search_en, c.search_alt from catalogue_city c order by c.rank, length(c.name_uk), c.name_uk, c.id`,
      );
      this.trigrams = new Map();
      this.cities.forEach((city, position) => {
        const alt = city.search_alt.split(ALT_KEY_SEPARATOR).flatMap(trigramsOf);
        for (const trigram of new Set([...trigramsOf(city.search_uk), ...trigramsOf(city.search_en), ...alt])) {
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

/** The search of SearchCitiesQuery for a search key, in the index as it is now (see CityIndex.edition). */
export function rankedCities(index: CityIndex, key: string, lang: Lang): CityView[] {
  if ([...key].length < SEARCH_MIN) return [];
  const folded = foldKey(key);
  const alt = (city: IndexedCity) => city.search_alt.split(ALT_KEY_SEPARATOR);
  // 0 the whole name in any of its forms; then its start, Ukrainian or romanised before Russian; then a part of it.
  const score = (city: IndexedCity): number => {
    if (city.search_uk === key || city.search_en === key || alt(city).includes(folded)) return 0;
    if (city.search_uk.startsWith(key) || city.search_en.startsWith(key)) return 1;
    if (alt(city).some((other) => other.startsWith(folded))) return 2;
    if (city.search_uk.includes(key) || city.search_en.includes(key)) return 3;
    return 4;
  };
  // Places named exactly so come first (Kyiv before the villages called Київ); then those whose
  // Ukrainian or romanised name holds the text; then those only a Russian or folded form matches
  // (Ківерці, whose folded name merely starts like "Київ"); each by kind, then by how it matched.
  // The index is ordered by rank, name length and name already: the stable sort keeps that order within.
  const tier = (score: number) => (score === 0 ? 0 : score === 1 || score === 3 ? 1 : 2);
  const found = index.matchingNow(key).map((city) => ({ city, score: score(city) }));
  found.sort((a, b) => tier(a.score) - tier(b.score) || a.city.rank - b.city.rank || a.score - b.score);
  return found.slice(0, PLACES_LIMIT).map(({ city }) => cityView(city, lang));
}
