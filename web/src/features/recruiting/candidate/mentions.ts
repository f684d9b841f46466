// The note editor's @-mentions as pure rules: the "@name" being typed at the caret, the colleagues
// it matches, the text once one is chosen, and which chosen colleagues the text still mentions
// (deleting "@Марія Бондар" from the note takes her out of `mentions`).
import type { Colleague } from '../model';

/** The mention being typed: where its "@" is and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** The "@…" right before the caret (after a space, a line break or at the start), or null. */
export function mentionQuery(text: string, caret: number): MentionQuery | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The colleagues whose name (any word of it) begins with the query, at most `limit`. */
export function mentionMatches(colleagues: readonly Colleague[], query: string, limit = 8): Colleague[] {
  const wanted = query.toLocaleLowerCase();
  return colleagues
    .filter(
      (colleague) =>
        !wanted ||
        colleague.name
          .toLocaleLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(wanted)),
    )
    .slice(0, limit);
}

/** The text with the typed "@…" replaced by "@Name " and the caret after it. */
export function withMention(text: string, at: MentionQuery, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(caret), caret: at.start + inserted.length };
}

/** The ids of the chosen colleagues whose "@Name" the text still holds, once each. */
export function mentionedIds(text: string, chosen: readonly Colleague[]): string[] {
  return [...new Set(chosen.filter((colleague) => text.includes(`@${colleague.name}`)).map((colleague) => colleague.id))];
}
