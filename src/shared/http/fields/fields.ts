import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { cleanLine, INT4_MAX, IsBirthDate, IsPhone, toBool, toInt, trim, trimOrUndefined } from './validators.js';

/*
 * Field decorators every context's DTOs share, with the specification's messages. Which message a
 * field gets when it breaks several rules: the validation pipe prefers required, type and length
 * failures, then the first failed rule in registration order. Decorators written on a property
 * register bottom-up, so each composite below registers its rules in the order the hand-written
 * stack would (the most basic check first), and a rule written under a composite registers before it.
 */
export const REQUIRED = { message: 'validation.required' };
export const FORMAT = { message: 'validation.format' };
export const TOO_LONG = { message: 'validation.tooLong' };

/** class-validator's own rules are typed for string keys; DTO properties always have one. */
type FieldDecorator = (target: object, key: string) => void;

function all(...decorators: FieldDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of decorators) decorate(target, key as string);
  };
}

/** Present and not empty. */
export function Required(): PropertyDecorator {
  return all(IsDefined(REQUIRED), IsNotEmpty(REQUIRED));
}

/** A password of `min` to `max` characters. */
export function Password(min: number, max: number): PropertyDecorator {
  return all(Required(), IsString(FORMAT), MinLength(min, { message: 'validation.passwordMin' }), MaxLength(max, TOO_LONG));
}

/** E-mail: trimmed, required, e-mail format, at most `max` characters. */
export function Email(max: number): PropertyDecorator {
  return all(Transform(trim), Required(), IsString(FORMAT), MaxLength(max, TOO_LONG), IsEmail({}, { message: 'validation.email' }));
}

/** Text cleaned of invisible and control characters and trimmed (`cleanLine`), required, at most `max` characters. */
export function Text(max: number): PropertyDecorator {
  return all(MaxLength(max, TOO_LONG), IsString(FORMAT), Required(), Transform(cleanLine));
}

/** Text cleaned as `Text` that may be left out (blank counts as left out), at most `max` characters. */
export function OptionalText(max: number): PropertyDecorator {
  return all(
    MaxLength(max, TOO_LONG),
    IsString(FORMAT),
    IsOptional(),
    Transform((input) => trimOrUndefined({ value: cleanLine(input) })),
  );
}

/** A string taken as sent that may be left out, at most `max` characters. */
export function OptionalString(max: number): PropertyDecorator {
  return all(MaxLength(max, TOO_LONG), IsString(FORMAT), IsOptional());
}

/** A yes/no that may be left out; form values such as "1", "on" or "false" are read. */
export function OptionalBool(): PropertyDecorator {
  return all(IsBoolean(FORMAT), Transform(toBool), IsOptional());
}

/** The id of an option-list item: a whole number from 1, also as text. */
export function OptionId(): PropertyDecorator {
  return all(
    IsInt({ message: 'validation.notNumber' }),
    Min(1, { message: 'validation.invalid' }),
    Max(INT4_MAX, { message: 'validation.invalid' }),
    IsDefined(REQUIRED),
    Transform(toInt),
  );
}

/** A required phone (kept as sent; `normalPhone` gives the normal form). */
export function Phone(): PropertyDecorator {
  return all(IsPhone(), Required(), Transform(trim));
}

/** A required YYYY-MM-DD birth date. */
export function BirthDate(): PropertyDecorator {
  return all(IsBirthDate(), Required(), Transform(trim));
}

/** The first of several fields that holds a value (for bodies that name one thing in several ways). */
export const first = (...values: unknown[]): unknown => values.find((value) => value !== undefined && value !== null && value !== '');
