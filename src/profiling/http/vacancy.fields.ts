import { Transform } from 'class-transformer';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { VACANCY_LIMITS, checkPastDate, checkWorkTime, isYear } from '../domain/vacancy.rules.js';
import { cleanLine } from '../../shared/http/fields/validators.js';
import { rangeProblem, Rule } from './profiling.fields.js';
import { parseId } from '../../shared/domain/id.js';

/*
 * Field rules of the vacancy step bodies. Each rule reports the one message a
 * person should fix first, with the spec's wording; whether an id is in the catalogue is the
 * command's question (it answers both together).
 */

const empty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A Yes/No select: 0 or 1, also as true/false or '0'/'1'; left out is `fallback`. */
export function Flag(fallback: 0 | 1): PropertyDecorator {
  return (target, key) => {
    Rule('flag', (value) => (value === 0 || value === 1 ? null : 'validation.format'))(target, key);
    Transform(({ value }: { value: unknown }) => {
      if (value === undefined || value === null || value === '') return fallback;
      if (value === 1 || value === '1' || value === true) return 1;
      if (value === 0 || value === '0' || value === false) return 0;
      return value;
    })(target, key);
  };
}

/** A switch: a boolean, also as 'true'/'false', 1/0 or '1'/'0'; left out is `fallback`. */
export function Switch(fallback: boolean): PropertyDecorator {
  return (target, key) => {
    Rule('switch', (value) => (typeof value === 'boolean' ? null : 'validation.format'))(target, key);
    Transform(({ value }: { value: unknown }) => {
      if (value === undefined || value === null || value === '') return fallback;
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      return value;
    })(target, key);
  };
}

/**
 * A whole number (also as text) in [min, max]; out of range answers `outOfRange`. Left out (null,
 * '') answers `required`, or passes when there is none.
 */
export function WholeIn(
  min: number,
  max: number,
  outOfRange: MessageKey,
  required: MessageKey | null = null,
  alias?: string,
): PropertyDecorator {
  return (target, key) => {
    Rule('wholeIn', (value) => {
      if (value === undefined || value === null) return required;
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'validation.format';
      return value < min || value > max ? outOfRange : null;
    })(target, key);
    Transform(({ value: sent, obj }: { value: unknown; obj: Record<string, unknown> }) => {
      const value = sent ?? (alias ? obj[alias] : undefined);
      return value === '' || (Array.isArray(value) && value.length === 0) ? null : typeof value === 'string' ? Number(value.trim()) : value;
    })(target, key);
  };
}

/** A list of entries (with `wrap`, one entry reads as a list of one): `required` for none, at most VACANCY_LIMITS.entriesMax. */
export function Entries(required: MessageKey | null, wrap = false): PropertyDecorator {
  return (target, key) => {
    Rule('entries', (value) => {
      if (!Array.isArray(value)) return 'validation.format';
      if (value.length === 0) return required;
      return value.length > VACANCY_LIMITS.entriesMax ? 'validation.tooMany' : null;
    })(target, key);
    Transform(({ value }: { value: unknown }) => (empty(value) ? [] : Array.isArray(value) || !wrap ? value : [value]))(target, key);
  };
}

/** A {from, to} of whole numbers in [min, max], from ≤ to; `required` unless left out may pass. */
export function RangeOf(min: number, max: number, required: boolean): PropertyDecorator {
  return Rule('rangeOf', (value) => {
    if (empty(value)) return required ? 'profiling.required' : null;
    return rangeProblem(value, min, max);
  });
}

/** Work time {from, to}: HH:mm on 5-minute steps, the day starting before it ends (required). */
export function WorkTime(): PropertyDecorator {
  return Rule('workTime', (value) => {
    if (empty(value)) return 'profiling.required';
    const checked = checkWorkTime(value);
    if ('range' in checked) return null;
    return checked.problem === 'order' ? 'profiling.vacancy.workTimeOrder' : 'profiling.vacancy.workTime';
  });
}

/** Free texts (who the position works with, former employers): one or a list, trimmed, blank and repeated ones dropped, at most VACANCY_LIMITS.entriesMax. */
export function TextList(max: number, required: boolean): PropertyDecorator {
  return (target, key) => {
    Rule('textList', (value) => {
      const list = (value ?? []) as unknown[];
      if (!Array.isArray(list) || list.some((text) => typeof text !== 'string')) return 'validation.format';
      if ((list as string[]).some((text) => text.length > max)) return 'validation.tooLong';
      if (list.length > VACANCY_LIMITS.entriesMax) return 'validation.tooMany';
      return required && list.length === 0 ? 'profiling.required' : null;
    })(target, key);
    Transform(({ value }: { value: unknown }) => {
      const list = empty(value) ? [] : Array.isArray(value) ? value : [value];
      const texts: unknown[] = [];
      for (const item of list) {
        if (item === undefined || item === null || item === '') continue;
        const text = typeof item === 'number' ? String(item) : cleanLine({ value: item });
        if (text !== '' && !texts.includes(text)) texts.push(text);
      }
      return texts;
    })(target, key);
  };
}

const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The id the form generates for a list entry (studies, skills); each once in its list (the command checks). */
export function EntryId(): PropertyDecorator {
  return Rule('entryId', (value) =>
    empty(value) ? 'profiling.required' : typeof value === 'string' && ENTRY_ID.test(value) ? null : 'validation.format',
  );
}

/** A YYYY year (1900..next year); `after` names the field it may not come before. */
export function Year(required: boolean, after?: string): PropertyDecorator {
  return Rule('year', (value, args) => {
    if (empty(value)) return required ? 'profiling.required' : null;
    if (!isYear(value)) return 'profiling.vacancy.year';
    const start = after ? (args.object as Record<string, unknown>)[after] : undefined;
    return isYear(start) && Number(value) < Number(start) ? 'profiling.vacancy.yearOrder' : null;
  });
}

/** A real DD.MM.YYYY date not after today (required). */
export function PastDate(): PropertyDecorator {
  return Rule('pastDate', (value) => {
    if (empty(value)) return 'profiling.required';
    const checked = checkPastDate(value);
    return checked === 'ok' ? null : checked === 'future' ? 'profiling.vacancy.dateFuture' : 'profiling.vacancy.date';
  });
}

/** A department id (uuid) or none: anything else cannot name a department ('Отдел не найден'). */
export function DepartmentId(): PropertyDecorator {
  return (target, key) => {
    Rule('departmentId', (value) =>
      value === undefined || value === null || parseId(value) !== null ? null : 'profiling.departmentNotFound',
    )(target, key);
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value))(target, key);
  };
}
