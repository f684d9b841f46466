/*
 * Websites people type (a company's site, an office's, a social network page): the server keeps only
 * what opens as a web page. A `javascript:` or `data:` link stored once would run in the browser of
 * everyone who clicks it (verifiers included), whatever a screen does to it today.
 */

/** "site.com:8080" is a host and a port, not a scheme named "site.com". */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The link as a URL when it is http(s) (a bare host such as `kadry.example.com/jobs` is read as
 * https, as the screens open it) and names a host with a dot; null for anything else.
 */
export function webLinkUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return null;
  return url;
}

export function isWebLink(value: unknown): boolean {
  return webLinkUrl(value) !== null;
}
