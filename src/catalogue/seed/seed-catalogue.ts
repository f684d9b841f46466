import type { EntityManager } from '@mikro-orm/postgresql';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILY_NAMES, isListName } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import { searchKey } from '../domain/search-text.js';
import { seedCities } from './katottg.js';

/**
 * The idempotent seed of the whole catalogue from the data files of `data/` (see
 * data/catalogue/README.md for their format): dictionary lists, competency catalogues,
 * universities and the KATOTTG cities. Global items are matched by their stable ids (list items,
 * categories, positions, universities), their place in the file (competency items) or their code
 * (cities), so ids never change; rows that did not change are not written; items users added are
 * never touched. Global items dropped from a file stay (other contexts may still refer to them).
 */
export interface SeedReport {
  lists: number;
  listItems: number;
  categories: number;
  positions: number;
  competencyItems: number;
  universities: number;
  cities: number;
  written: number;
}

class DataFileError extends Error {}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new DataFileError(`${path}: ${(error as Error).message}`);
  }
}

function names(value: unknown, where: string): OptionNames {
  const item = value as Partial<Record<string, unknown>> | null;
  const ok =
    item &&
    typeof item.ru === 'string' &&
    typeof item.en === 'string' &&
    typeof item.uk === 'string' &&
    item.ru.trim() &&
    item.en.trim() &&
    item.uk.trim();
  if (!ok) throw new DataFileError(`${where}: needs non-empty "ru", "en" and "uk"`);
  return { ru: (item.ru as string).trim(), en: (item.en as string).trim(), uk: (item.uk as string).trim() };
}

function id(value: unknown, where: string): number {
  if (!Number.isSafeInteger(value) || (value as number) <= 0) throw new DataFileError(`${where}: needs a positive integer "id"`);
  return value as number;
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
}

async function upsert(em: EntityManager, sql: string, rows: unknown[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await em.execute<unknown[]>(sql, [JSON.stringify(rows)]);
  return written.length;
}

async function seedLists(em: EntityManager, dir: string, report: SeedReport): Promise<void> {
  const rows: unknown[] = [];
  for (const file of jsonFiles(dir)) {
    const list = file.replace(/\.json$/, '');
    if (!isListName(list))
      throw new DataFileError(`${dir}/${file}: "${list}" is not a list of the catalogue (src/catalogue/catalogue.types.ts)`);
    const items = readJson(join(dir, file));
    if (!Array.isArray(items)) throw new DataFileError(`${dir}/${file}: needs a JSON array`);
    const seen = new Set<number>();
    items.forEach((item: Record<string, unknown>, index) => {
      const where = `${dir}/${file}[${index}]`;
      const itemId = id(item.id, where);
      if (seen.has(itemId)) throw new DataFileError(`${where}: id ${itemId} repeats`);
      seen.add(itemId);
      const code = typeof item.code === 'string' && item.code ? item.code.slice(0, 50) : String(itemId);
      rows.push({
        list,
        item_id: itemId,
        code,
        names: names(item, where),
        help: item.help ? names(item.help, `${where}.help`) : null,
        sort: index + 1,
      });
    });
    report.lists++;
  }
  report.listItems = rows.length;
  report.written += await upsert(
    em,
    `insert into catalogue_option (list, item_id, code, names, help, type, sort)
      select list, item_id, code, names, help, 'global', sort
        from jsonb_to_recordset(?::jsonb) as t(list text, item_id int, code text, names jsonb, help jsonb, sort int)
      on conflict (list, item_id) do update set code = excluded.code, names = excluded.names, help = excluded.help, sort = excluded.sort
      where catalogue_option.type = 'global' and (catalogue_option.code, catalogue_option.names, catalogue_option.help, catalogue_option.sort)
        is distinct from (excluded.code, excluded.names, excluded.help, excluded.sort)
      returning id`,
    rows,
  );
}

async function seedCompetencies(em: EntityManager, dir: string, report: SeedReport): Promise<void> {
  const categories: unknown[] = [];
  const positions: unknown[] = [];
  const items: unknown[] = [];
  const positionIds = new Set<number>();
  jsonFiles(dir).forEach((file, fileIndex) => {
    const where = `${dir}/${file}`;
    const category = readJson(join(dir, file)) as Record<string, unknown>;
    const categoryId = id(category.id, where);
    categories.push({
      id: categoryId,
      code: String(category.code ?? categoryId).slice(0, 80),
      names: names(category, where),
      sort: fileIndex + 1,
    });
    if (!Array.isArray(category.positions)) throw new DataFileError(`${where}: needs "positions"`);
    category.positions.forEach((position: Record<string, unknown>, positionIndex) => {
      const at = `${where} positions[${positionIndex}]`;
      const positionId = id(position.id, at);
      if (positionIds.has(positionId)) throw new DataFileError(`${at}: position id ${positionId} repeats`);
      positionIds.add(positionId);
      positions.push({
        id: positionId,
        category_id: categoryId,
        code: typeof position.code === 'string' ? position.code.slice(0, 80) : null,
        names: names(position, at),
        sort: positionIndex + 1,
      });
      for (const family of FAMILY_NAMES) {
        const list = position[family] ?? [];
        if (!Array.isArray(list)) throw new DataFileError(`${at}.${family}: needs an array`);
        list.forEach((item: Record<string, unknown>, index) => {
          const itemAt = `${at}.${family}[${index}]`;
          items.push({
            position_id: positionId,
            family,
            seed_key: String(index + 1),
            names: names(item, itemAt),
            help: item.help ? names(item.help, `${itemAt}.help`) : null,
            sort: index + 1,
          });
        });
      }
    });
  });
  report.categories = categories.length;
  report.positions = positions.length;
  report.competencyItems = items.length;
  report.written += await upsert(
    em,
    `insert into catalogue_category (id, code, names, sort)
      select id, code, names, sort from jsonb_to_recordset(?::jsonb) as t(id int, code text, names jsonb, sort int)
      on conflict (id) do update set code = excluded.code, names = excluded.names, sort = excluded.sort
      where (catalogue_category.code, catalogue_category.names, catalogue_category.sort) is distinct from (excluded.code, excluded.names, excluded.sort)
      returning id`,
    categories,
  );
  report.written += await upsert(
    em,
    `insert into catalogue_position (id, category_id, code, names, type, sort)
      select id, category_id, code, names, 'global', sort
        from jsonb_to_recordset(?::jsonb) as t(id int, category_id int, code text, names jsonb, sort int)
      on conflict (id) do update set category_id = excluded.category_id, code = excluded.code, names = excluded.names, sort = excluded.sort
      where catalogue_position.type = 'global' and (catalogue_position.category_id, catalogue_position.code, catalogue_position.names, catalogue_position.sort)
        is distinct from (excluded.category_id, excluded.code, excluded.names, excluded.sort)
      returning id`,
    positions,
  );
  report.written += await upsert(
    em,
    `insert into catalogue_competency (position_id, family, seed_key, names, help, type, sort)
      select position_id, family, seed_key, names, help, 'global', sort
        from jsonb_to_recordset(?::jsonb) as t(position_id int, family text, seed_key text, names jsonb, help jsonb, sort int)
      on conflict (position_id, family, seed_key) do update set names = excluded.names, help = excluded.help, sort = excluded.sort
      where (catalogue_competency.names, catalogue_competency.help, catalogue_competency.sort) is distinct from (excluded.names, excluded.help, excluded.sort)
      returning id`,
    items,
  );
}

async function seedUniversities(em: EntityManager, path: string, report: SeedReport): Promise<void> {
  if (!existsSync(path)) return;
  const list = readJson(path);
  if (!Array.isArray(list)) throw new DataFileError(`${path}: needs a JSON array`);
  const rows = list.map((item: Record<string, unknown>, index) => {
    const where = `${path}[${index}]`;
    const text = names(item, where);
    return {
      id: id(item.id, where),
      names: text,
      city: typeof item.city === 'string' ? item.city : null,
      search_key: [text.uk, text.en, text.ru].map(searchKey).join(' | '),
    };
  });
  report.universities = rows.length;
  report.written += await upsert(
    em,
    `insert into catalogue_university (id, names, city, search_key)
      select id, names, city, search_key from jsonb_to_recordset(?::jsonb) as t(id int, names jsonb, city text, search_key text)
      on conflict (id) do update set names = excluded.names, city = excluded.city, search_key = excluded.search_key
      where (catalogue_university.names, catalogue_university.city, catalogue_university.search_key) is distinct from (excluded.names, excluded.city, excluded.search_key)
      returning id`,
    rows,
  );
}

export interface SeedSources {
  /** The repository's `data/` folder (the KATOTTG codifier is read from `katottg/` there). */
  dataDir: string;
  /** Lists, competencies and universities; `<dataDir>/catalogue` unless given (tests use fixtures). */
  catalogueDir?: string;
}

/** Seeds everything in one transaction. */
export async function seedCatalogue(
  em: EntityManager,
  { dataDir, catalogueDir = join(dataDir, 'catalogue') }: SeedSources,
): Promise<SeedReport> {
  const report: SeedReport = {
    lists: 0,
    listItems: 0,
    categories: 0,
    positions: 0,
    competencyItems: 0,
    universities: 0,
    cities: 0,
    written: 0,
  };
  await em.transactional(async (tx) => {
    await seedLists(tx, join(catalogueDir, 'lists'), report);
    await seedCompetencies(tx, join(catalogueDir, 'competencies'), report);
    await seedUniversities(tx, join(catalogueDir, 'universities.json'), report);
    const cities = await seedCities(tx, dataDir);
    report.cities = cities.total;
    report.written += cities.written;
  });
  return report;
}

export { DataFileError };
