/*
 * The careers pages' rendering: tagged templates whose every interpolation is escaped unless it is
 * already SafeHtml (another template's output). Why not React's server renderer: see docs/careers.md
 * ("Rendering"). The rule that keeps company text harmless lives here and only here.
 */

/** Markup that is already safe to place in a page: made by `html`, `raw` or `jsonLdScript`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/g;

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (char) => ESCAPES[char]!);
}

/** Trusted markup (our own constants: the stylesheet, a prepared fragment). Never company text. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function piece(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escapeHtml(String(value));
}

/**
 * `html\`<p>${text}</p>\``: strings and numbers are escaped, SafeHtml is placed as it is, arrays are
 * joined, null/undefined/false leave nothing (so `${cond && html\`...\`}` works).
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i += 1) out += piece(values[i]) + strings[i + 1]!;
  return new SafeHtml(out);
}

/**
 * JSON for a `<script type="application/ld+json">`: JSON.stringify, then every `<`, `>` and `&`
 * as a \u escape (still the same JSON for a parser), so a `</script>` or `<!--` in a company's text
 * cannot end the element; U+2028/2029 too, which some parsers take for line ends.
 */
export function jsonLdScript(data: unknown): SafeHtml {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new SafeHtml(`<script type="application/ld+json">${json}</script>`);
}
