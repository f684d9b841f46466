import type { AppConfig } from '../../config.js';

/**
 * The origin that links in e-mails point to. Callers pass `ref` (the site they are on), but a link
 * carrying a confirmation or reset token must never lead to someone else's site: an attacker could
 * otherwise ask for a reset of a victim's account with `ref` set to their own server and collect
 * the token when the victim clicks. So only the public URL's origin is honoured, plus loopback
 * origins outside production (the Vite dev server); anything else falls back to the public URL.
 */
export function linkOrigin(ref: string | undefined, config: Pick<AppConfig, 'publicUrl' | 'env'>): string {
  const fallback = new URL(config.publicUrl).origin;
  if (!ref) return fallback;
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.origin === fallback) return url.origin;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return config.env !== 'production' && loopback ? url.origin : fallback;
}
