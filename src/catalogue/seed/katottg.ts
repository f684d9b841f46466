import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { alternativeKeys } from '../domain/city-names.js';
import { searchKey } from '../domain/search-text.js';
import { transliterate } from '../../shared/domain/transliterate.js';

/** The edition the product ships (data/katottg/, gzip-compressed; the official CSV inside). */
export const KATOTTG_FILE = 'katottg/katottg-2025-05-16.csv.gz';

/**
 * Moves whenever the search keys are made differently (parseKatottg, city-names.ts): it is part of
 * the checksum the seed skips an unchanged codifier by, so the next start rewrites the keys of an
 * install seeded before.
 */
const SEARCH_KEYS_VERSION = 'keys-2';

/** Settlement categories of the codifier and how they rank in a search: Kyiv and Sevastopol first. */
const KINDS: Record<string, number> = { K: 0, M: 1, X: 2, C: 3 };

export interface CityRecord {
  code: string;
  kind: string;
  rank: number;
  name_uk: string;
  name_en: string;
  description_uk: string;
  description_en: string;
  search_uk: string;
  search_en: string;
  /** Folded, Russian and Latin keys (city-names.ts), one per line. */
  search_alt: string;
}

const CRIMEA = 'Автономна Республіка Крим';

/**
 * The settlements of a KATOTTG CSV (`;`-separated, one header row, levels 1-4, additional level,
 * category, name), each described by its hromada, raion and region in Ukrainian and in the
 * official romanisation. City districts (B) and the units above settlements are not places one
 * lives in, so they only serve as descriptions.
 */
export function parseKatottg(csv: string): CityRecord[] {
  const names = new Map<string, string>();
  const settlements: { levels: string[]; category: string; name: string }[] = [];
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    const cells = line.split(';');
    if (cells.length < 7) continue;
    const levels = cells.slice(0, 5).map((cell) => cell.trim());
    const category = cells[5]!.trim();
    const name = cells[6]!.trim().replace(/\s+/g, ' ');
    const own = [...levels].reverse().find((code) => code !== '');
    if (!own) continue;
    names.set(own, name);
    if (category in KINDS && levels[4] === '') settlements.push({ levels, category, name });
  }
  return settlements.map(({ levels, category, name }) => {
    const own = category === 'K' ? levels[0]! : levels[3]!;
    const [region, raion, hromada] = [levels[0], levels[1], levels[2]].map((code) => (code ? names.get(code) : undefined));
    const uk: string[] = [];
    const en: string[] = [];
    if (category === 'K') {
      uk.push('місто зі спеціальним статусом');
      en.push('city with special status');
    } else {
      if (hromada) {
        uk.push(`${hromada} територіальна громада`);
        en.push(`${transliterate(hromada)} hromada`);
      }
      if (raion) {
        uk.push(`${raion} район`);
        en.push(`${transliterate(raion)} raion`);
      }
      if (region) {
        uk.push(region === CRIMEA ? region : `${region} область`);
        en.push(region === CRIMEA ? transliterate(region) : `${transliterate(region)} oblast`);
      }
    }
    const nameEn = transliterate(name);
    return {
      code: own,
      kind: category,
      rank: KINDS[category]!,
      name_uk: name,
      name_en: nameEn,
      description_uk: uk.join(', '),
      description_en: en.join(', '),
      search_uk: searchKey(name),
      search_en: searchKey(nameEn),
      search_alt: alternativeKeys(name, nameEn, category),
    };
  });
}

/**
 * Loads the shipped codifier; rows that did not change are not written, so a second run writes
 * nothing, and when the file is the one loaded last time (its checksum) nothing is even compared.
 */
export async function seedCities(em: EntityManager, dataDir: string): Promise<{ total: number; written: number }> {
  const file = readFileSync(`${dataDir}/${KATOTTG_FILE}`);
  const checksum = createHash('sha256').update(file).update(SEARCH_KEYS_VERSION).digest('hex');
  const [state] = await em.execute<{ checksum: string; rows: number; present: number }[]>(
    `select s.checksum, s.rows, (select count(*)::int from catalogue_city) as present from catalogue_seed_state s where s.source = ?`,
    [KATOTTG_FILE],
  );
  if (state && state.checksum === checksum && state.present >= state.rows) return { total: state.rows, written: 0 };
  const records = parseKatottg(gunzipSync(file).toString('utf8'));
  let written = 0;
  const CHUNK = 5000;
  for (let start = 0; start < records.length; start += CHUNK) {
    const rows = await em.execute<{ id: number }[]>(
      `insert into catalogue_city (code, kind, rank, name_uk, name_en, description_uk, description_en, search_uk, search_en, search_alt)
        select code, kind, rank, name_uk, name_en, description_uk, description_en, search_uk, search_en, search_alt
          from jsonb_to_recordset(?::jsonb) as t(code text, kind text, rank smallint, name_uk text, name_en text,
            description_uk text, description_en text, search_uk text, search_en text, search_alt text)
        on conflict (code) do update set kind = excluded.kind, rank = excluded.rank, name_uk = excluded.name_uk,
          name_en = excluded.name_en, description_uk = excluded.description_uk, description_en = excluded.description_en,
          search_uk = excluded.search_uk, search_en = excluded.search_en, search_alt = excluded.search_alt
        where (catalogue_city.kind, catalogue_city.rank, catalogue_city.name_uk, catalogue_city.name_en, catalogue_city.description_uk,
               catalogue_city.description_en, catalogue_city.search_uk, catalogue_city.search_en, catalogue_city.search_alt)
          is distinct from (excluded.kind, excluded.rank, excluded.name_uk, excluded.name_en, excluded.description_uk,
               excluded.description_en, excluded.search_uk, excluded.search_en, excluded.search_alt)
        returning id`,
      [JSON.stringify(records.slice(start, start + CHUNK))],
    );
    written += rows.length;
  }
  await em.execute(
    `insert into catalogue_seed_state (source, checksum, rows, seeded_at) values (?, ?, ?, now())
      on conflict (source) do update set checksum = excluded.checksum, rows = excluded.rows, seeded_at = excluded.seeded_at`,
    [KATOTTG_FILE, checksum, records.length],
  );
  return { total: records.length, written };
}
