// Social links as the profile stores them (no scheme, or http/https) and where they open.
/** Where a stored link opens: as it is with http(s), else as https (t.me/name); null for a bare handle. */
export function linkHref(value: string): string | null {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return `https://${text}`;
  return null;
}
