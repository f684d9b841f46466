/*
 * Search text as the back-office searches treat it: trimmed, inner spaces collapsed, lower case
 * (the read model keeps name_lower = lower(name)), LIKE wildcards escaped.
 */

export interface SearchMatch {
  field: 'name' | 'code';
  /** Offset and length in the answered `name` (or `code`), in UTF-16 units as JavaScript counts. */
  start: number;
  length: number;
}

/** Longer input says nothing more and only costs trigram work. */
export const SEARCH_MAX_LENGTH = 100;

export function normalizeSearch(value: string): string {
  return value.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).toLowerCase();
}

/** `%`, `_` and the escape character itself match literally (backslash is LIKE's default escape). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Where the (normalized) text first occurs in the name, any letter case; null when it does not
 * (a hit found by the name without its legal form always contains the text, so this is rare).
 * Lower-casing letter by letter keeps offsets right even where a letter's lower case is longer.
 */
export function findMatch(name: string, text: string): SearchMatch | null {
  const chars = [...name];
  const lower = chars.map((c) => c.toLowerCase());
  const wanted = [...text];
  for (let i = 0; i + wanted.length <= chars.length; i++) {
    let j = 0;
    while (j < wanted.length && lower[i + j] === wanted[j]) j++;
    if (j === wanted.length) {
      const start = chars.slice(0, i).join('').length;
      return { field: 'name', start, length: chars.slice(i, i + j).join('').length };
    }
  }
  return null;
}
