import type { AppConfig } from '../../config.js';

/**
 * The one origin every message link points to: `PUBLIC_URL`'s. Links used to follow the caller's
 * `ref` on loopback outside production, so one run mailed both `localhost` and `127.0.0.1` links;
 * a link carrying a token must never follow a caller-chosen origin anyway. A developer
 * on the Vite dev server sets `PUBLIC_URL` to it.
 */
export function publicOrigin(config: Pick<AppConfig, 'publicUrl'>): string {
  return new URL(config.publicUrl).origin;
}
