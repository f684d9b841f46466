import type { QueryBus } from '@nestjs/cqrs';
import { GetCityQuery, GetOptionListsQuery, GetStreetQuery, type ListName } from '../../catalogue/catalogue.contract.js';
import { normalizePhone } from '../../shared/domain/phone.js';
import { isWebLink, webLinkUrl } from '../../shared/domain/web-link.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import type { StoredAddress } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/**
 * Reads untrusted step input field by field, collecting every problem under its path
 * (`registeredOffice.street_id`, `otherOffices.0.nameOffice`) so the form marks them all at once.
 */
export class Inputs {
  readonly errors: Record<string, MessageKey> = {};

  constructor(
    private readonly queries: QueryBus,
    private readonly reader: { userId: string; companyId: string },
  ) {}

  fail(path: string, key: MessageKey): void {
    if (!(path in this.errors)) this.errors[path] = key;
  }

  /** Throws 400 VALIDATION_FAILED with every collected field. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw ProfilingErrors.invalid(this.errors);
  }

  /** Trimmed text or null; `required` gives the message for a missing value. */
  text(path: string, value: unknown, max: number, required?: MessageKey): string | null {
    if (value === undefined || value === null || value === '') {
      if (required) this.fail(path, required);
      return null;
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.fail(path, 'validation.format');
      return null;
    }
    const text = String(value).trim();
    if (text.length === 0) {
      if (required) this.fail(path, required);
      return null;
    }
    if (text.length > max) this.fail(path, 'validation.tooLong');
    return text.slice(0, max);
  }

  email(path: string, value: unknown): string | null {
    const text = this.text(path, value, 255);
    if (text !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) this.fail(path, 'profiling.email');
    return text;
  }

  /** A Ukrainian phone, kept as +380XXXXXXXXX. */
  phone(path: string, value: unknown): string | null {
    const text = this.text(path, value, 30);
    if (text === null) return null;
    const phone = normalizePhone(text);
    if (!phone) {
      this.fail(path, 'profiling.phone');
      return null;
    }
    return `+38${phone}`;
  }

  /** An http(s) link (a bare host is read as https), kept in its normal form; at most `max` characters. */
  link(path: string, value: unknown, max = 500): string | null {
    const text = this.text(path, value, max);
    if (text === null) return null;
    const url = webLinkUrl(text);
    if (!url) {
      this.fail(path, 'validation.link');
      return null;
    }
    const normal = url.toString();
    if (normal.length > max) this.fail(path, 'validation.tooLong');
    return normal;
  }

  /** The company's own website, checked as a link but kept as typed: the company context stores it so. */
  website(path: string, value: unknown, max: number): string | null {
    const text = this.text(path, value, max);
    if (text !== null && !isWebLink(text)) this.fail(path, 'validation.link');
    return text;
  }

  bool(path: string, value: unknown, fallback: boolean): boolean {
    if (value === undefined || value === null || value === '') return fallback;
    if (value === true || value === 'true' || value === 1 || value === '1') return true;
    if (value === false || value === 'false' || value === 0 || value === '0') return false;
    this.fail(path, 'validation.format');
    return fallback;
  }

  /** Ids of one dictionary list, each visible to the company (global or its local items). */
  async ids(path: string, list: ListName, value: unknown, required: boolean): Promise<number[]> {
    const raw = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
    const ids = raw.map((item) => (typeof item === 'object' && item !== null && 'id' in item ? (item as { id: unknown }).id : item)).map(Number);
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      this.fail(path, 'validation.format');
      return [];
    }
    if (ids.length > 100) this.fail(path, 'validation.tooMany');
    if (required && ids.length === 0) {
      this.fail(path, 'profiling.required');
      return [];
    }
    if (ids.length === 0) return [];
    const known = new Set((await this.visibleItems(list)).map((item) => item.id));
    if (ids.some((id) => !known.has(id))) this.fail(path, 'profiling.unknownItem');
    return [...new Set(ids)];
  }

  async id(path: string, list: ListName, value: unknown, required: boolean): Promise<number | null> {
    if (Array.isArray(value)) {
      this.fail(path, 'validation.format');
      return null;
    }
    const [id] = await this.ids(path, list, value, required);
    return id ?? null;
  }

  async visibleItems(list: ListName): Promise<Array<{ id: number; name: string; type: string }>> {
    const lists = await this.queries.execute(new GetOptionListsQuery([list], 'ru', this.reader));
    return lists[list] ?? [];
  }

  /**
   * An address checked against the catalogue (spec §5): the city must exist, the street is required
   * and must lie in that city, the number is required once a street is given.
   */
  async address(path: string, value: unknown, required: boolean): Promise<StoredAddress | null> {
    if (value === undefined || value === null || value === '') {
      if (required) this.fail(`${path}.city_id`, 'profiling.required');
      return null;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(path, 'validation.format');
      return null;
    }
    const input = value as Record<string, unknown>;
    const cityId = Number(input.city_id);
    const streetId = input.street_id === undefined || input.street_id === null || input.street_id === '' ? null : Number(input.street_id);
    const number = this.text(`${path}.street_number`, input.street_number, 20);
    if (input.city_id === undefined || input.city_id === null || input.city_id === '' || !Number.isSafeInteger(cityId) || cityId <= 0) {
      this.fail(`${path}.city_id`, 'profiling.required');
      return null;
    }
    const city = await this.queries.execute(new GetCityQuery(cityId, 'ru'));
    if (!city) {
      this.fail(`${path}.city_id`, 'profiling.unknownCity');
      return null;
    }
    if (streetId === null || !Number.isSafeInteger(streetId) || streetId <= 0) {
      this.fail(`${path}.street_id`, 'profiling.required');
      return null;
    }
    const street = await this.queries.execute(new GetStreetQuery(streetId, cityId));
    if (!street) {
      this.fail(`${path}.street_id`, 'profiling.streetNotInCity');
      return null;
    }
    if (number === null) {
      this.fail(`${path}.street_number`, 'profiling.required');
      return null;
    }
    return { city_id: cityId, street_id: streetId, street_number: number };
  }
}
