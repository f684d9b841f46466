import type { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery, type ListName } from '../../catalogue/catalogue.contract.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/**
 * Reads untrusted vacancy step input field by field (see vacancy-inputs.ts), collecting every
 * problem under its path so the form marks them all at once.
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
}
