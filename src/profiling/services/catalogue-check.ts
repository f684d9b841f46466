import type { QueryBus } from '@nestjs/cqrs';
import { GetCityQuery, GetOptionListsQuery, GetStreetQuery, type ListName } from '../../catalogue/catalogue.contract.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import type { StoredAddress } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/**
 * Asks the catalogue about ids a DTO has already checked the shape of: dictionary items visible to
 * the company (global or its local ones), cities and streets. Collects every unknown under its path
 * and answers them together as 400 VALIDATION_FAILED.
 */
export class CatalogueCheck {
  readonly errors: Record<string, MessageKey> = {};

  constructor(
    private readonly queries: QueryBus,
    private readonly reader: { userId: string; companyId: string },
  ) {}

  fail(path: string, key: MessageKey): void {
    if (!(path in this.errors)) this.errors[path] = key;
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) throw ProfilingErrors.invalid(this.errors);
  }

  async visibleItems(list: ListName): Promise<Array<{ id: number; name: string; type: string }>> {
    const lists = await this.queries.execute(new GetOptionListsQuery([list], 'ru', this.reader));
    return lists[list] ?? [];
  }

  /** The ids, each once, marking the path when one is not an item of the list. */
  async items(path: string, list: ListName, ids: readonly number[] | undefined): Promise<number[]> {
    if (!ids || ids.length === 0) return [];
    const known = new Set((await this.visibleItems(list)).map((item) => item.id));
    if (ids.some((id) => !known.has(id))) this.fail(path, 'profiling.unknownItem');
    return [...new Set(ids)];
  }

  async item(path: string, list: ListName, id: number | null | undefined): Promise<number | null> {
    if (id === null || id === undefined) return null;
    await this.items(path, list, [id]);
    return id;
  }

  /** An address whose city exists and whose street lies in that city (spec §5). */
  async address(path: string, address: StoredAddress): Promise<boolean> {
    if (!(await this.queries.execute(new GetCityQuery(address.city_id, 'ru')))) {
      this.fail(`${path}.city_id`, 'profiling.unknownCity');
      return false;
    }
    if (!(await this.queries.execute(new GetStreetQuery(address.street_id, address.city_id)))) {
      this.fail(`${path}.street_id`, 'profiling.streetNotInCity');
      return false;
    }
    return true;
  }
}
