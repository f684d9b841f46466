declare const ID: unique symbol;

/**
 * A row's id as the product's tables hold them: a UUID (any version, either case). Text from outside
 * becomes one only through parseId, once, where it entered (a request's field or path, through
 * `IdField` and `IdParam` in src/shared/http/fields/id-field.ts); ids the product made are typed
 * with storedId.
 */
export type Id = string & { readonly [ID]: true };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one check of an id's shape: the text as an Id, or null when it is none. */
export function parseId(value: unknown): Id | null {
  return typeof value === 'string' && UUID.test(value) ? (value as Id) : null;
}

/**
 * The id that names nothing: no row has it, since every id is made by the server (random or
 * time-ordered, never all zeros).
 */
export const NO_ID = '00000000-0000-0000-0000-000000000000' as Id;

/**
 * An id a request sent: text that is no id becomes NO_ID, so it reaches the database safely and is
 * answered exactly as an unknown id is, by whichever lookup meets it, in the order the checks run
 * (a stranger still hears about the company before the vacancy).
 */
export function requestId(text: string): Id {
  return parseId(text) ?? NO_ID;
}

/**
 * An id the product made and keeps (a row's, an event's payload): it was made as one, so it is
 * typed without a second look. Never for text from outside.
 */
export function storedId(value: string): Id {
  return value as Id;
}
