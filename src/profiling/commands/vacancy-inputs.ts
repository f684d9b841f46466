import type { QueryBus } from '@nestjs/cqrs';
import { CheckPositionItemsQuery, GetCatalogueNamesQuery, type Family, type ListName } from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { checkNumberRange, checkWorkTime, isYear, VACANCY_LIMITS } from '../domain/vacancy.rules.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';
import type { Range, SkillEntry, StudyEntry } from '../domain/vacancy.values.js';
import { Inputs } from './inputs.js';

const UNKNOWN: readonly MessageKey[] = ['profiling.unknownItem', 'profiling.vacancy.catalogueUnknown'];
const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads the fields of one vacancy step from untrusted input, every problem at once under its path
 * (`salary`, `universities.0.year_end`). Ids that are not in the catalogue (or are another company's
 * local items) end as 400 CATALOGUE_ITEM_UNKNOWN when nothing else is wrong, else everything goes
 * out together as 400 VALIDATION_FAILED.
 */
export class VacancyInputs {
  readonly inputs: Inputs;

  constructor(
    private readonly queries: QueryBus,
    readonly reader: { userId: string; companyId: string },
    readonly lang: Lang,
  ) {
    this.inputs = new Inputs(queries, reader);
  }

  fail(path: string, key: MessageKey): void {
    this.inputs.fail(path, key);
  }

  done(): void {
    const errors = this.inputs.errors;
    const keys = Object.values(errors);
    if (keys.length === 0) return;
    if (keys.every((key) => UNKNOWN.includes(key))) {
      throw VacancyErrors.catalogueUnknown(Object.fromEntries(Object.keys(errors).map((path) => [path, 'profiling.vacancy.catalogueUnknown' as MessageKey])));
    }
    throw ProfilingErrors.invalid(errors);
  }

  private empty(value: unknown): boolean {
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  }

  /** Ids of a dictionary list; `required` names the message for an empty choice. */
  async ids(path: string, list: ListName, value: unknown, required?: MessageKey): Promise<number[]> {
    if (this.empty(value)) {
      if (required) this.fail(path, required);
      return [];
    }
    return this.inputs.ids(path, list, value, false);
  }

  async id(path: string, list: ListName, value: unknown, required: boolean): Promise<number | null> {
    if (this.empty(value)) {
      if (required) this.fail(path, 'profiling.required');
      return null;
    }
    return this.inputs.id(path, list, value, false);
  }

  /** Raw ids of a catalogue family (checked against the position by `positionItems`). */
  itemIds(path: string, value: unknown, required: MessageKey | null): number[] {
    const list = this.empty(value) ? [] : Array.isArray(value) ? value : [value];
    const ids = list.map((item) => (typeof item === 'object' && item !== null && 'id' in item ? (item as { id: unknown }).id : item)).map(Number);
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      this.fail(path, 'validation.format');
      return [];
    }
    if (ids.length > 100) this.fail(path, 'validation.tooMany');
    if (ids.length === 0 && required) this.fail(path, required);
    return [...new Set(ids)];
  }

  /**
   * Marks the fields whose items are not items of the position visible to the company; answers the
   * position's name in the caller's language, or null when the position itself is unknown.
   */
  async positionItems(position: { id: number; type: 'global' | 'local' | null } | null, fields: Partial<Record<Family, [path: string, ids: number[]]>>): Promise<string | null> {
    const items = Object.fromEntries(Object.entries(fields).map(([family, entry]) => [family, entry[1]])) as Partial<Record<Family, number[]>>;
    if (!position) return null;
    const check = await this.queries.execute(new CheckPositionItemsQuery(position.id, position.type, items, this.lang, this.reader));
    for (const [family, entry] of Object.entries(fields) as Array<[Family, [string, number[]]]>) {
      if ((check.unknown[family]?.length ?? 0) > 0) this.fail(entry[0], 'profiling.vacancy.catalogueUnknown');
    }
    return check.position?.name ?? null;
  }

  /** 0 or 1 (Yes/No selects); booleans and '0'/'1' too. */
  flag(path: string, value: unknown, fallback: 0 | 1): 0 | 1 {
    if (value === undefined || value === null || value === '') return fallback;
    if (value === 1 || value === '1' || value === true) return 1;
    if (value === 0 || value === '0' || value === false) return 0;
    this.fail(path, 'validation.format');
    return fallback;
  }

  bool(path: string, value: unknown, fallback: boolean): boolean {
    return this.inputs.bool(path, value, fallback);
  }

  text(path: string, value: unknown, max: number, required?: MessageKey): string | null {
    return this.inputs.text(path, value, max, required);
  }

  /** A whole number in [min, max], or null when absent. */
  whole(path: string, value: unknown, min: number, max: number, required?: MessageKey): number | null {
    if (this.empty(value)) {
      if (required) this.fail(path, required);
      return null;
    }
    const number = typeof value === 'string' ? Number(value.trim()) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
      this.fail(path, 'validation.format');
      return null;
    }
    if (number < min || number > max) {
      this.fail(path, min === 1 ? 'profiling.vacancy.count' : 'profiling.vacancy.rangeBounds');
      return null;
    }
    return number;
  }

  /** Free texts (who the position works with, former employers), trimmed, empty ones dropped. */
  texts(path: string, value: unknown, max: number, required: boolean): string[] {
    const list = this.empty(value) ? [] : Array.isArray(value) ? value : [value];
    const texts: string[] = [];
    for (const [index, item] of list.entries()) {
      const text = this.text(`${path}.${index}`, item, max);
      if (text !== null && !texts.includes(text)) texts.push(text);
    }
    if (texts.length > VACANCY_LIMITS.entriesMax) this.fail(path, 'validation.tooMany');
    if (required && texts.length === 0) this.fail(path, 'profiling.required');
    return texts.slice(0, VACANCY_LIMITS.entriesMax);
  }

  /** A {from, to} of whole numbers within [min, max], from ≤ to. */
  numberRange(path: string, value: unknown, min: number, max: number, required: boolean): Range<number> | null {
    if (this.empty(value)) {
      if (required) this.fail(path, 'profiling.required');
      return null;
    }
    const checked = checkNumberRange(value, min, max);
    if ('range' in checked) return checked.range;
    this.fail(path, checked.problem === 'order' ? 'profiling.vacancy.rangeOrder' : checked.problem === 'bounds' ? 'profiling.vacancy.rangeBounds' : 'validation.format');
    return null;
  }

  workTime(path: string, value: unknown): Range<string> | null {
    if (this.empty(value)) {
      this.fail(path, 'profiling.required');
      return null;
    }
    const checked = checkWorkTime(value);
    if ('range' in checked) return checked.range;
    this.fail(path, checked.problem === 'order' ? 'profiling.vacancy.workTimeOrder' : 'profiling.vacancy.workTime');
    return null;
  }

  private entries(path: string, value: unknown): Array<[number, Record<string, unknown>]> {
    if (this.empty(value)) return [];
    if (!Array.isArray(value)) {
      this.fail(path, 'validation.format');
      return [];
    }
    if (value.length > VACANCY_LIMITS.entriesMax) this.fail(path, 'validation.tooMany');
    const result: Array<[number, Record<string, unknown>]> = [];
    for (const [index, item] of value.slice(0, VACANCY_LIMITS.entriesMax).entries()) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) this.fail(`${path}.${index}`, 'validation.format');
      else result.push([index, item as Record<string, unknown>]);
    }
    return result;
  }

  private entryId(path: string, value: unknown, seen: Set<string>): string {
    if (typeof value !== 'string' || !ENTRY_ID.test(value)) {
      this.fail(path, value === undefined || value === null || value === '' ? 'profiling.required' : 'validation.format');
      return '';
    }
    if (seen.has(value)) this.fail(path, 'profiling.vacancy.duplicate');
    seen.add(value);
    return value;
  }

  /** University or course entries (spec §5: name, start year, specialty required; YYYY, start ≤ end). */
  async studies(path: string, value: unknown): Promise<StudyEntry[]> {
    const result: StudyEntry[] = [];
    const seen = new Set<string>();
    const universities: Array<[string, number]> = [];
    for (const [index, item] of this.entries(path, value)) {
      const at = `${path}.${index}`;
      const id = this.entryId(`${at}.id`, item.id, seen);
      const university = this.empty(item.id_university) ? null : this.whole(`${at}.id_university`, item.id_university, 1, Number.MAX_SAFE_INTEGER);
      if (university !== null) universities.push([`${at}.id_university`, university]);
      const name = this.text(`${at}.name`, item.name, 300, 'profiling.required');
      const specialty = this.text(`${at}.specialty`, item.specialty, 200, 'profiling.required');
      let start: string | null = null;
      if (this.empty(item.year_start)) this.fail(`${at}.year_start`, 'profiling.required');
      else if (!isYear(item.year_start)) this.fail(`${at}.year_start`, 'profiling.vacancy.year');
      else start = item.year_start as string;
      let end: string | null = null;
      if (!this.empty(item.year_end)) {
        if (!isYear(item.year_end)) this.fail(`${at}.year_end`, 'profiling.vacancy.year');
        else if (start !== null && Number(item.year_end) < Number(start)) this.fail(`${at}.year_end`, 'profiling.vacancy.yearOrder');
        else end = item.year_end as string;
      }
      const level = await this.id(`${at}.educational_level`, 's_educational_level', item.educational_level, false);
      result.push({ id, id_university: university, name: name ?? '', year_start: start ?? '', year_end: end, specialty: specialty ?? '', educational_level: level });
    }
    if (universities.length > 0) {
      const known = await this.queries.execute(new GetCatalogueNamesQuery({ kind: 'university' }, universities.map(([, id]) => id), this.lang));
      for (const [at, id] of universities) if (!(id in known)) this.fail(at, 'profiling.vacancy.catalogueUnknown');
    }
    return result;
  }

  /** Languages or programs: a generated id, a name and a level from their lists, each name once. */
  async skills(path: string, value: unknown, names: ListName, levels: ListName): Promise<SkillEntry[]> {
    const result: SkillEntry[] = [];
    const seen = new Set<string>();
    const chosen = new Set<number>();
    for (const [index, item] of this.entries(path, value)) {
      const at = `${path}.${index}`;
      const id = this.entryId(`${at}.id`, item.id, seen);
      const name = await this.id(`${at}.name`, names, item.name, true);
      const level = await this.id(`${at}.level`, levels, item.level ?? item.levels, true);
      if (name !== null && chosen.has(name)) this.fail(`${at}.name`, 'profiling.vacancy.duplicate');
      if (name !== null) chosen.add(name);
      if (name !== null && level !== null) result.push({ id, name, level });
    }
    return result;
  }
}
