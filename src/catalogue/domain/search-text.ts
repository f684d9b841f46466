/** The apostrophe is typed as ’ (U+2019), ' (U+0027), ʼ (U+02BC), ` or ‘: all mean the same. */
const APOSTROPHES = /['’ʼ`‘]/g;

/**
 * The form names are searched in: lower case, no apostrophes, single spaces, ё read as е. Stored
 * beside each name and applied to what the user types, so "кам'янець", "Кам’янець" and "КАМЯНЕЦЬ"
 * meet the same key.
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/**
 * The duplicate rule's key (spec §5: compared case-insensitive and trimmed): the same as the
 * search key but keeping apostrophes apart from letters only as one character, so "Кам'янець" and
 * "Кам’янець" are one name.
 */
export function duplicateKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '’').replace(/\s+/g, ' ').trim();
}

/** Escapes LIKE wildcards in user input. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
