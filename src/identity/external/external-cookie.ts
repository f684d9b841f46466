/**
 * The one cookie of an external sign-in: first the sealed flow (from leaving for the provider to
 * coming back), then the hand-over's binding (from the callback to the web app's sign-in call).
 * HttpOnly, so no script reads it; SameSite=Lax, so the provider's redirect back (a top-level GET)
 * carries it and nothing cross-site posts with it; sent only to the external sign-in's routes.
 */
export const EXTERNAL_COOKIE = 'kadry_external';
export const EXTERNAL_COOKIE_PATH = '/api/v2/auth/external';

export function readExternalCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === EXTERNAL_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** The Set-Cookie value; `maxAgeSeconds` 0 removes it. Secure whenever the product is served over HTTPS. */
export function externalCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${EXTERNAL_COOKIE}=${value}`,
    `Path=${EXTERNAL_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
