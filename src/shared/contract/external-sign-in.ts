/*
 * Sign-in through another provider (OpenID Connect, spec 000 §2: "three social providers"): the
 * providers the product knows, the words their buttons show, and what the server tells the sign-in
 * page when such a sign-in did not end in a session (`/auth?external=<outcome>`). The server offers
 * only the providers its environment configures (docs/identity.md); the web names each outcome in
 * ru, en and uk.
 */
export const EXTERNAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;

export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

/** Brand names, the same in every language. */
export const EXTERNAL_PROVIDER_NAMES: Record<ExternalProvider, string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

export function isExternalProvider(value: unknown): value is ExternalProvider {
  return typeof value === 'string' && (EXTERNAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Why an external sign-in came back without a session: the person cancelled at the provider, the
 * provider did not vouch for the e-mail (no address, or `email_verified` not true), the attempt
 * took too long or was not started in this browser, the provider could not be reached, or its
 * answer failed a check (state, nonce, PKCE, the ID token's signature).
 */
export const EXTERNAL_OUTCOMES = ['cancelled', 'unverified', 'expired', 'unavailable', 'failed'] as const;

export type ExternalOutcome = (typeof EXTERNAL_OUTCOMES)[number];

export function isExternalOutcome(value: unknown): value is ExternalOutcome {
  return typeof value === 'string' && (EXTERNAL_OUTCOMES as readonly string[]).includes(value);
}

/** Where the browser starts a provider's sign-in (a page navigation, not a call), under /api/v2. */
export const externalSignInPath = (provider: ExternalProvider, remember: boolean) =>
  `/auth/external/${provider}${remember ? '?remember=1' : ''}`;
