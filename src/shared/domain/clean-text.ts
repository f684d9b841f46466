/*
 * Text people typed, made safe to store and to show elsewhere: in e-mails, in the back office, as
 * file names and in Content-Disposition. Invisible format characters go: a right-to-left override
 * (U+202E) shows `scan‮gnp.pdf` as `scanfdp.png`, and the isolates, embeddings, direction marks,
 * zero-width characters and the BOM hide what a text really says. Control characters (C0, DEL, C1,
 * line and paragraph separators) are replaced: in a name, a line break would forge a new line of a
 * letter or a log. Texts of several lines keep their line breaks and tabs.
 */

/** Unicode format characters (category Cf): bidi controls U+202A–U+202E and U+2066–U+2069, U+200E/F, U+061C, zero-width, BOM... */
const FORMAT = /\p{Cf}/gu;
/** C0, DEL and C1 controls, and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
/** The same but the line feed and the tab, which a text of several lines keeps. */
const CONTROL_BUT_BREAKS = /(?![\n\t])\p{Cc}/gu;
/** Every spelling of a line break: CR LF, CR, and the Unicode line and paragraph separators. */
const BREAK = /\r\n?|[\u2028\u2029]/g;

export interface CleanTextOptions {
  /** What each control character becomes (a space unless told). */
  control?: string;
  /** Keep line breaks (as LF) and tabs: services, a mission, a comment. */
  multiline?: boolean;
}

/** The text without invisible format characters, each control character replaced (see above). */
export function cleanText(text: string, { control = ' ', multiline = false }: CleanTextOptions = {}): string {
  const visible = text.replace(FORMAT, '');
  if (!multiline) return visible.replace(CONTROL, control);
  return visible.replace(BREAK, '\n').replace(CONTROL_BUT_BREAKS, control);
}
