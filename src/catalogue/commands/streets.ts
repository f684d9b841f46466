import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManager as RequestEntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StreetView } from '../catalogue.contract.js';
import { CatalogueErrors } from '../domain/catalogue.errors.js';
import { visibleStreetParams, visibleStreetSql, type Owner } from '../domain/owner.js';
import { duplicateKey, searchKey } from '../domain/search-text.js';

/**
 * `/add_field_table/` with list `streets`: a street a user misses in their city, added from the
 * address field itself. A local item (docs/catalogue.md): the company active in the session sees
 * it (or the author alone without one), beside the imported streets everyone sees. A name the
 * reader already sees in that city, whatever its letter case, is a duplicate (409).
 */
export class AddStreetCommand extends Command<StreetView> {
  constructor(
    readonly cityId: number,
    readonly name: string,
    readonly owner: Owner,
  ) {
    super();
  }
}
@CommandHandler(AddStreetCommand)
export class AddStreetHandler implements ICommandHandler<AddStreetCommand> {
  constructor(private readonly em: RequestEntityManager) {}

  async execute({ cityId, name, owner }: AddStreetCommand): Promise<StreetView> {
    const clean = name.trim().replace(/\s+/g, ' ');
    const [city] = await this.em.execute<{ id: number }[]>('select id from catalogue_city where id = ?', [cityId]);
    if (!city) throw CatalogueErrors.cityNotFound();
    const key = duplicateKey(clean);
    const [seen] = await this.em.execute<{ id: number }[]>(
      `select s.id from catalogue_street s where s.city_id = ? and s.name_key = ? and ${visibleStreetSql('s')} limit 1`,
      [cityId, key, ...visibleStreetParams(owner)],
    );
    if (seen) throw CatalogueErrors.duplicate();
    // The unique index (city, name, owner) settles two people adding the same street at once.
    const [row] = await this.em.execute<StreetView[]>(
      `insert into catalogue_street (city_id, name_ua, name_key, search_key, source, added_by_user_id, owner_company_id, created_at)
        values (?, ?, ?, ?, 'user', ?::uuid, ?::uuid, now())
        on conflict do nothing
        returning id as street_ref, name_ua, city_id as id_city`,
      [cityId, clean, key, searchKey(clean), owner.userId, owner.companyId],
    );
    if (!row) throw CatalogueErrors.duplicate();
    return row;
  }
}

export interface StreetImportResult {
  read: number;
  added: number;
  unknownCities: number;
  skipped: number;
}

/** Splits one CSV line on `;` or `,` (the first that occurs), honouring double quotes. */
export function splitCsvLine(line: string): string[] {
  const separator = line.includes(';') ? ';' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * `npm run cli -- catalogue:import-streets FILE`: a CSV of KATOTTG city code and street name (a
 * header row is optional; `;` or `,`). Idempotent: a street already imported in its city, whatever
 * its letter case, is left as it is, so a second run adds nothing. Streets users added stay theirs.
 */
export async function importStreets(em: EntityManager, csv: string): Promise<StreetImportResult> {
  const rows: { code: string; name: string }[] = [];
  let skipped = 0;
  for (const line of csv.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [code = '', name = ''] = splitCsvLine(line);
    if (!/^UA\d{17}$/.test(code) || !name || name.length > 200) {
      // The header row, or a line that is not a street.
      skipped++;
      continue;
    }
    rows.push({ code, name: name.replace(/\s+/g, ' ') });
  }
  const codes = [...new Set(rows.map((row) => row.code))];
  const cities = new Map(
    (
      await em.execute<{ id: number; code: string }[]>(
        'select id, code from catalogue_city where code in (select jsonb_array_elements_text(?::jsonb))',
        [JSON.stringify(codes)],
      )
    ).map((city) => [city.code, city.id]),
  );
  const known = rows.filter((row) => cities.has(row.code));
  let added = 0;
  const CHUNK = 2000;
  for (let start = 0; start < known.length; start += CHUNK) {
    const chunk = known.slice(start, start + CHUNK);
    const result = await em.execute<{ id: number }[]>(
      `insert into catalogue_street (city_id, name_ua, name_key, search_key, source, created_at)
        select city_id, name_ua, name_key, search_key, 'import', now()
          from jsonb_to_recordset(?::jsonb) as t(city_id int, name_ua text, name_key text, search_key text)
        on conflict do nothing returning id`,
      [
        JSON.stringify(
          chunk.map((row) => ({
            city_id: cities.get(row.code),
            name_ua: row.name,
            name_key: duplicateKey(row.name),
            search_key: searchKey(row.name),
          })),
        ),
      ],
    );
    added += result.length;
  }
  return { read: rows.length, added, unknownCities: rows.length - known.length, skipped };
}
