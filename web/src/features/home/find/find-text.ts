// Matching a query against the text of a screen, as a browser's "find in page" does: whatever the
// case, with any run of white space read as one space, and never across two blocks (a table's
// cells, two paragraphs). Pure: the DOM side (find-in-page.ts) hands the text nodes over as
// segments and turns the answer into ranges.

/** One text node's text; `breakBefore` when it starts another block than the segment before it. */
export interface TextSegment {
  text: string;
  breakBefore: boolean;
}

export interface TextPoint {
  segment: number;
  offset: number;
}

export interface MatchSpan {
  start: TextPoint;
  /** Just after the last matched character. */
  end: TextPoint;
}

/** More than this many matches are not counted on: the count says "999+" in effect. */
export const MAX_MATCHES = 999;

const SPACE = /\s/;

/** A character folded for comparison, one for one, so positions keep meaning (a fold that changes length is left alone). */
function fold(char: string, locale: string | undefined): string {
  const lower = char.toLocaleLowerCase(locale);
  return lower.length === char.length ? lower : char;
}

/** The query as matched: folded, its white space runs one space, trimmed. */
export function normalizeQuery(query: string, locale?: string): string {
  let out = '';
  for (const char of query.trim()) out += SPACE.test(char) ? (out.endsWith(' ') ? '' : ' ') : fold(char, locale);
  return out;
}

/** Every match of `query` in the segments, in reading order, not overlapping; none for an empty query. */
export function findMatches(segments: readonly TextSegment[], query: string, locale?: string): MatchSpan[] {
  const needle = normalizeQuery(query, locale);
  if (!needle) return [];
  // The searched text, one string, with where each of its characters came from (a break is a
  // character of its own, which no query matches, since queries hold no line breaks).
  let text = '';
  const from: Array<TextPoint | null> = [];
  segments.forEach((segment, index) => {
    if (segment.breakBefore && text !== '') {
      text += '\n';
      from.push(null);
    }
    for (let offset = 0; offset < segment.text.length; offset += 1) {
      const char = segment.text[offset]!;
      if (SPACE.test(char)) {
        if (text.endsWith(' ')) continue;
        text += ' ';
      } else {
        text += fold(char, locale);
      }
      from.push({ segment: index, offset });
    }
  });
  const matches: MatchSpan[] = [];
  for (let at = text.indexOf(needle); at >= 0 && matches.length < MAX_MATCHES; at = text.indexOf(needle, at + needle.length)) {
    const first = from[at];
    const last = from[at + needle.length - 1];
    if (!first || !last) continue;
    matches.push({ start: first, end: { segment: last.segment, offset: last.offset + 1 } });
  }
  return matches;
}
