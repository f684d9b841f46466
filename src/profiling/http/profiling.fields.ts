import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, registerDecorator, type ValidationArguments } from 'class-validator';
import { FORMAT, TOO_LONG } from '../../shared/http/fields/fields.js';
import { cleanLine, cleanLines } from '../../shared/http/fields/validators.js';
import type { MessageKey } from '../../shared/i18n/messages.js';
import { checkNumberRange } from '../domain/vacancy.rules.js';

/*
 * Field rules of the profiling bodies that class-validator has no decorator for. Messages are keys
 * of the messages catalogue; the validation pipe localizes them and names the field.
 */

type Check = (value: unknown, args: ValidationArguments) => MessageKey | null;

/** A rule whose message depends on what is wrong (the first problem `check` finds, or null). */
export function Rule(name: string, check: Check): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(key),
      options: { message: (args: ValidationArguments) => check(args.value, args) ?? 'validation.invalid' },
      validator: { validate: (value: unknown, args: ValidationArguments) => check(value, args) === null },
    });
}

/** Empty text and empty lists count as left out. */
export const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

/** A key that may be left out (null, '' and [] too); given, it must pass the rules under it. */
export function Optional(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Transform(emptyToUndefined)(target, key);
  };
}

/** A whole number, also as text. */
export function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

/** A whole number (also as text) within [min, max], else `message`. */
export function Whole(
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
  message: MessageKey = 'validation.format',
): PropertyDecorator {
  return Rule('whole', (value) => {
    const number = wholeNumber(value);
    return number !== null && number >= min && number <= max ? null : message;
  });
}

/** Whole numbers (a list or one value), at most `max` of them. */
export function WholeList(max: number): PropertyDecorator {
  return Rule('wholeList', (value) => {
    const list = Array.isArray(value) ? value : [value];
    return list.length <= max && list.every((item) => wholeNumber(item) !== null) ? null : 'validation.format';
  });
}

/** What is wrong with a {from, to} of whole numbers within [min, max], from ≤ to (spec 001 §5 ranges), or null. */
export function rangeProblem(value: unknown, min: number, max: number): MessageKey | null {
  const checked = checkNumberRange(value, min, max);
  if ('range' in checked) return null;
  return checked.problem === 'order'
    ? 'profiling.vacancy.rangeOrder'
    : checked.problem === 'bounds'
      ? 'profiling.vacancy.rangeBounds'
      : 'validation.format';
}

/** A {from, to} of whole numbers within [min, max], from ≤ to. */
export function NumberRange(min: number, max: number): PropertyDecorator {
  return Rule('numberRange', (value) => rangeProblem(value, min, max));
}

/** How a text field is typed: one line (names, the default) or several (`multiline`: services, a mission, notes). */
export interface TextShape {
  multiline?: boolean;
}

/**
 * Text as the forms send it: numbers read as text, cleaned of invisible and control characters
 * (`cleanLine`, or `cleanLines` keeping the line breaks of a text of several lines) and trimmed;
 * blank, or nothing but such characters, is none (null); left out stays left out.
 */
export const textOrNull =
  ({ multiline = false }: TextShape = {}) =>
  ({ value }: { value: unknown }): unknown => {
    if (value === undefined || value === null) return value;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return value;
    const text = (multiline ? cleanLines : cleanLine)({ value }) as string;
    return text === '' ? null : text;
  };

/** Cleaned text (`textOrNull`) of at most `max` characters; missing or blank answers `required` (the spec's own message). */
export function RequiredText(max: number, required: MessageKey = 'profiling.required', shape: TextShape = {}): PropertyDecorator {
  return (target, key) => {
    MaxLength(max, TOO_LONG)(target, key);
    IsString(FORMAT)(target, key);
    IsDefined({ message: required })(target, key);
    Transform(textOrNull(shape))(target, key);
  };
}

/** Cleaned text (`textOrNull`) of at most `max` characters that may be left out; blank clears it (null). */
export function OptionalText(max: number, shape: TextShape = {}): PropertyDecorator {
  return (target, key) => {
    MaxLength(max, TOO_LONG)(target, key);
    IsString(FORMAT)(target, key);
    IsOptional()(target, key);
    Transform(textOrNull(shape))(target, key);
  };
}

/** Dictionary ids as the forms send them: one value or a list, items as ids or {id}, numbers also as text. */
export const toIds = ({ value }: { value: unknown }): unknown => {
  if (value === undefined) return undefined;
  const list = value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
  return list
    .map((item) => (typeof item === 'object' && item !== null && 'id' in item ? (item as { id: unknown }).id : item))
    .map((item) => (typeof item === 'string' && item.trim() !== '' ? Number(item) : item));
};

/** At most this many ids in one list. */
export const MAX_IDS = 100;

/**
 * Ids of a dictionary list (whole numbers from 1, at most MAX_IDS); `required` names the message
 * for an empty choice, null lets the list be left out or empty. Whether the catalogue knows them is
 * the command's question.
 */
export function IdList(required: MessageKey | null): PropertyDecorator {
  return (target, key) => {
    Rule('idList', (value) => {
      if (value === undefined && required === null) return null;
      const ids = (value ?? []) as unknown[];
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0))
        return 'validation.format';
      if (ids.length > MAX_IDS) return 'validation.tooMany';
      if (required && ids.length === 0) return required;
      return null;
    })(target, key);
    Transform(toIds)(target, key);
  };
}

/** One id of a dictionary list (a list is a format error); `required` as IdList. */
export function OptionId(required: MessageKey | null, alias?: string): PropertyDecorator {
  return (target, key) => {
    Rule('optionId', (value) => {
      if (value === undefined || value === null) return required;
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? null : 'validation.format';
    })(target, key);
    // `alias`: the older name of the field, read when the field itself is left out.
    Transform(({ value: sent, obj }: { value: unknown; obj: Record<string, unknown> }) => {
      const value = sent ?? (alias ? obj[alias] : undefined);
      return value === '' ? null : typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    })(target, key);
  };
}

/** One object or a list of them as a list; nothing, null and '' as left out. */
export const toList = ({ value }: { value: unknown }): unknown =>
  value === undefined || value === null || value === '' ? undefined : Array.isArray(value) ? value : [value];

/** An option id that may be left out; null, '', 0 and '0' mean none (spec §3). */
export function OptionalId(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Transform(({ value }: { value: unknown }) =>
      value === null || value === '' || value === 0 || value === '0'
        ? null
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : value,
    )(target, key);
  };
}
