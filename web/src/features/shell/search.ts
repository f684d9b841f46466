// Quick search (spec 000, §5 "Search"). There is no search API yet, so the box searches what
// really exists on the client: the pages a user can open (menu sections, settings tabs, companies)
// by their names in the current language. It never invents results.

export interface SearchEntry {
  id: string;
  label: string;
  href: string;
  /** Where the page lives, shown under its name (e.g. "Settings"). */
  context?: string;
}

export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchResult extends SearchEntry {
  segments: Segment[];
}

export const MIN_QUERY_LENGTH = 1;
export const SEARCH_DEBOUNCE_MS = 400;

const fold = (text: string) => text.toLocaleLowerCase().replace(/ё/g, 'е');

/** The label cut into plain and matching parts, every occurrence of the query marked. */
export function highlight(label: string, query: string): Segment[] {
  const needle = fold(query.trim());
  if (!needle) return [{ text: label, match: false }];
  const haystack = fold(label);
  const segments: Segment[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) segments.push({ text: label.slice(from, at), match: false });
    segments.push({ text: label.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < label.length) segments.push({ text: label.slice(from), match: false });
  return segments;
}

/** Pages whose name contains the query; names that start with it come first. */
export function searchEntries(entries: readonly SearchEntry[], query: string): SearchResult[] {
  const needle = fold(query.trim());
  if (needle.length < MIN_QUERY_LENGTH) return [];
  const seen = new Set<string>();
  return entries
    .filter((entry) => fold(entry.label).includes(needle) && !seen.has(entry.href) && seen.add(entry.href))
    .map((entry, order) => ({ entry, order, starts: fold(entry.label).startsWith(needle) }))
    .sort((a, b) => Number(b.starts) - Number(a.starts) || a.order - b.order)
    .map(({ entry }) => ({ ...entry, segments: highlight(entry.label, query) }));
}
