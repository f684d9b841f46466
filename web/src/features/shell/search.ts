// Quick search: the server finds what the user may see (companies, the
// active company's vacancies, colleagues and departments: profiling/quick_search), and the box adds
// the pages a user can open (menu sections, settings tabs) by their names in the current language.
import { approvalPath } from '../../shared/api/positions';
import type { SearchHit } from '../../shared/api/search';

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

/**
 * Where a found item opens: the screen that shows it (a draft or returned vacancy: the wizard; a
 * candidate: their page). A colleague opens `colleagues`: the members page for whom the
 * `manageMembers` action opens it.
 */
export function hitHref(hit: SearchHit, colleagues = '/company-users'): string {
  switch (hit.kind) {
    case 'company':
      return '/companies';
    case 'vacancy':
      return hit.status === 'draft' || hit.status === 'returned' || !hit.company_id
        ? `/add-vacancy?vacancy=${encodeURIComponent(hit.id)}`
        : approvalPath(hit.company_id, hit.id);
    case 'colleague':
      return colleagues;
    case 'department':
      return '/my-company';
    case 'candidate':
      // The recruiting area's candidate page (the server finds candidates only for whom may see them).
      return `/personne/candidate/${encodeURIComponent(hit.id)}`;
  }
}

/** A vacancy shows its number beside its name, so a search by number finds and marks it. */
export function hitLabel(hit: SearchHit): string {
  if (hit.kind !== 'vacancy' || hit.number === undefined) return hit.name;
  return hit.name.trim() ? `${hit.name} (№ ${hit.number})` : `№ ${hit.number}`;
}

/** The server's finds as results, in its order, each marked where it matches and named by its kind. */
export function hitResults(
  hits: readonly SearchHit[],
  query: string,
  kindName: (kind: SearchHit['kind']) => string,
  colleagues?: string,
): SearchResult[] {
  return hits.map((hit) => {
    const label = hitLabel(hit);
    return {
      id: `${hit.kind}-${hit.id}`,
      label,
      href: hitHref(hit, colleagues),
      context: kindName(hit.kind),
      segments: highlight(label, query),
    };
  });
}
