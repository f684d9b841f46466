import type { QueryBus } from '@nestjs/cqrs';
import {
  CheckPositionItemsQuery,
  GetCatalogueNamesQuery,
  GetOptionListsQuery,
  type Family,
  type ListName,
} from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';
import { type Id } from '../../shared/domain/id.js';

const UNKNOWN: readonly MessageKey[] = ['profiling.unknownItem', 'profiling.vacancy.catalogueUnknown'];

/**
 * The problems of one vacancy step body under their paths: first those its fields DTO found, then
 * what the catalogue says of the ids whose shape was right. Ids that are not in the catalogue (or
 * are another company's local items) end as 400 CATALOGUE_ITEM_UNKNOWN when nothing else is wrong,
 * else everything goes out together as 400 VALIDATION_FAILED.
 */
export class VacancyCheck {
  readonly errors: Record<string, MessageKey> = {};

  constructor(
    private readonly queries: QueryBus,
    readonly reader: { userId: string; companyId: Id },
    readonly lang: Lang,
  ) {}

  fail(path: string, key: MessageKey): void {
    if (!(path in this.errors)) this.errors[path] = key;
  }

  /** No problem is known at `path` or under it (`universities.0` and `universities.0.name`). */
  ok(path: string): boolean {
    return !Object.keys(this.errors).some((known) => known === path || known.startsWith(`${path}.`));
  }

  done(): void {
    const keys = Object.values(this.errors);
    if (keys.length === 0) return;
    if (keys.every((key) => UNKNOWN.includes(key))) {
      throw VacancyErrors.catalogueUnknown(
        Object.fromEntries(Object.keys(this.errors).map((path) => [path, 'profiling.vacancy.catalogueUnknown' as MessageKey])),
      );
    }
    throw ProfilingErrors.invalid(this.errors);
  }

  /** The ids, each once, marking the path when one is not an item of the list visible to the company. */
  async items(path: string, list: ListName, ids: readonly number[]): Promise<number[]> {
    if (!this.ok(path) || ids.length === 0) return [];
    const lists = await this.queries.execute(new GetOptionListsQuery([list], 'ru', this.reader));
    const known = new Set((lists[list] ?? []).map((item) => item.id));
    if (ids.some((id) => !known.has(id))) this.fail(path, 'profiling.unknownItem');
    return [...new Set(ids)];
  }

  async item(path: string, list: ListName, id: number | null | undefined): Promise<number | null> {
    if (id === null || id === undefined || !this.ok(path)) return null;
    await this.items(path, list, [id]);
    return id;
  }

  /**
   * Marks the fields whose items are not items of the position visible to the company; answers the
   * position's name in the caller's language, or null when the position itself is unknown.
   */
  async positionItems(
    position: { id: number; type: 'global' | 'local' | null } | null,
    fields: Partial<Record<Family, [path: string, ids: number[]]>>,
  ): Promise<string | null> {
    if (!position) return null;
    const items = Object.fromEntries(Object.entries(fields).map(([family, [path, ids]]) => [family, this.ok(path) ? ids : []])) as Partial<
      Record<Family, number[]>
    >;
    const check = await this.queries.execute(new CheckPositionItemsQuery(position.id, position.type, items, this.lang, this.reader));
    for (const [family, [path]] of Object.entries(fields) as Array<[Family, [string, number[]]]>) {
      if ((check.unknown[family]?.length ?? 0) > 0) this.fail(path, 'profiling.vacancy.catalogueUnknown');
    }
    return check.position?.name ?? null;
  }

  /** Universities of the catalogue, by path. */
  async universities(chosen: Array<[path: string, id: number]>): Promise<void> {
    if (chosen.length === 0) return;
    const known = await this.queries.execute(
      new GetCatalogueNamesQuery(
        { kind: 'university' },
        chosen.map(([, id]) => id),
        this.lang,
      ),
    );
    for (const [path, id] of chosen) if (!(id in known)) this.fail(path, 'profiling.vacancy.catalogueUnknown');
  }
}
