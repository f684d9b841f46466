import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isEmail } from 'class-validator';
import { isCalendarDay, isValidBirthDate } from '../../domain/birth-date.js';
import { cleanText } from '../../domain/clean-text.js';
import { isWebLink } from '../../domain/web-link.js';
import { looksLikePhone, normalizePhone } from '../../domain/phone.js';

/*
 * Field rules of spec 000 §5 as class-validator decorators. The message of each is a key of
 * src/shared/i18n/messages.ts, which the validation pipe translates by the request's language.
 */

function rule(name: string, message: string, test: (value: unknown, args: ValidationArguments) => boolean, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({ name, target: target.constructor, propertyName, options: { message, ...options }, validator: { validate: test } });
}

/** A phone with ten significant digits after any prefix ('Некорректный телефон'). */
export const IsPhone = (options?: ValidationOptions) =>
  rule('isPhone', 'validation.phone', (value) => normalizePhone(value) !== null, options);

/** A real YYYY-MM-DD day, year 1900 or later, not in the future. */
export const IsBirthDate = (options?: ValidationOptions) =>
  rule('isBirthDate', 'validation.date', (value) => isValidBirthDate(value), options);

/** A day that exists, YYYY-MM-DD ('Некорректная дата'): `2026-02-30` never reaches PostgreSQL. */
export const IsCalendarDay = (options?: ValidationOptions) =>
  rule('isCalendarDay', 'validation.date', (value) => isCalendarDay(value), options);

/** The largest value of PostgreSQL's `integer`: ids and list items above it are 400, not a database error. */
export const INT4_MAX = 2_147_483_647;

/** The login identifier: an e-mail, or (when numeric) a phone ('Неверный формат поля'). */
export function isIdentifier(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return looksLikePhone(value) ? normalizePhone(value) !== null : isEmail(value.trim());
}
export const IsIdentifier = (options?: ValidationOptions) => rule('isIdentifier', 'validation.format', isIdentifier, options);

/** Equal to another field of the same body ('Пароли не совпадают'). */
export const Matches = (property: string, options?: ValidationOptions) =>
  rule(
    'matchesField',
    'validation.passwordsMismatch',
    (value, args) => value === (args.object as Record<string, unknown>)[property],
    options,
  );

/** Six digits ('Введите 6 цифр кода'). */
export const IsCode = (options?: ValidationOptions) =>
  rule('isCode', 'validation.code', (value) => typeof value === 'string' && /^\d{6}$/.test(value), options);

/** A profile link people can click safely: no script or data URLs. */
export function isSafeLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value);
  return !scheme || ['http', 'https'].includes(scheme[1]!.toLowerCase());
}
export const IsSafeLink = (options?: ValidationOptions) => rule('isSafeLink', 'validation.format', isSafeLink, options);

/** A website: an http(s) link, or a host name the screen opens with https:// ('Неверная ссылка'). */
export const IsWebLink = (options?: ValidationOptions) => rule('isWebLink', 'validation.link', (value) => isWebLink(value), options);

/* Transforms for bodies that arrive as JSON, form fields or multipart strings. */

export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const trimOrUndefined = ({ value }: { value: unknown }): unknown => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/**
 * A typed text without invisible format and control characters (shared/domain/clean-text.ts),
 * trimmed: what names and other texts people type are stored as. A text of nothing else is then
 * empty, and a required field refuses it. Other values stay, to fail their rules.
 */
export const cleanLine = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? cleanText(value).trim() : value);

/** `cleanLine` for a text of several lines (services, a mission, notes): line breaks and tabs stay. */
export const cleanLines = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? cleanText(value, { multiline: true }).trim() : value;

export const toInt = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value);
  return value;
};

export const toBool = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'on' || value === 'yes') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'off' || value === 'no' || value === '') return false;
  return value;
};

/** A code sent "as a number" (spec §7) or as text. */
export const toCode = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : trim({ value });

/** Arrays may come as JSON, as a JSON string (form fields) or as a single value. */
export const toArray = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null || Array.isArray(value)) return value ?? undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return [text];
  }
  return value;
};

export const toTrimmedArray = (input: { value: unknown }): unknown => {
  const list = toArray(input);
  return Array.isArray(list) ? list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '') : list;
};

/** The normal form of a phone the DTO has already validated (`@Phone()`/`@IsPhone()`). */
export function normalPhone(value: string): string {
  return normalizePhone(value)!;
}
