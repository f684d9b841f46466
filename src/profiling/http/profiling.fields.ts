import { Transform } from 'class-transformer';
import { IsOptional, registerDecorator, type ValidationArguments } from 'class-validator';
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
export const emptyToUndefined = ({ value }: { value: unknown }): unknown => (value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value);

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
export function Whole(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, message: MessageKey = 'validation.format'): PropertyDecorator {
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

/** A {from, to} of whole numbers within [min, max], from ≤ to (spec 001 §5 ranges). */
export function NumberRange(min: number, max: number): PropertyDecorator {
  return Rule('numberRange', (value) => {
    const checked = checkNumberRange(value, min, max);
    if ('range' in checked) return null;
    return checked.problem === 'order' ? 'profiling.vacancy.rangeOrder' : checked.problem === 'bounds' ? 'profiling.vacancy.rangeBounds' : 'validation.format';
  });
}
