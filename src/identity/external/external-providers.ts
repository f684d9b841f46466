import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig, type ExternalProviderConfig } from '../../config.js';
import { EXTERNAL_PROVIDER_NAMES, type ExternalOutcome, type ExternalProvider } from '../../shared/contract/external-sign-in.js';
import { normalizeEmail } from '../domain/account-tokens.repository.js';
import { FlowSeal } from './flow-seal.js';
import type { Vouched } from './handoffs.js';

/** How long the person may take at the provider before the attempt must start again. */
export const FLOW_MS = 10 * 60_000;

/** The e-mail column's length: a longer address cannot be an account's. */
const EMAIL_MAX = 100;

/** An external sign-in that ends without a session, and why (the sign-in page names it). */
export class ExternalSignInError extends Error {
  constructor(
    readonly outcome: ExternalOutcome,
    cause?: unknown,
  ) {
    super(`external sign-in: ${outcome}`, { cause });
    this.name = 'ExternalSignInError';
  }
}

/** What the browser keeps, sealed, between leaving for the provider and coming back. */
interface Flow {
  provider: ExternalProvider;
  state: string;
  nonce: string;
  verifier: string;
  remember: boolean;
  expiresAt: number;
}

function readFlow(value: unknown): Flow | null {
  if (typeof value !== 'object' || value === null) return null;
  const flow = value as Record<string, unknown>;
  const texts = ['provider', 'state', 'nonce', 'verifier'].every((name) => typeof flow[name] === 'string');
  return texts && typeof flow.remember === 'boolean' && typeof flow.expiresAt === 'number' ? (value as Flow) : null;
}

/**
 * The relying party of OpenID Connect's authorization code flow, through `openid-client` (a
 * certified client): each configured provider's metadata is discovered from its issuer once per
 * process (a failed discovery is asked again next time); a sign-in leaves with a fresh state,
 * nonce and PKCE verifier (S256), sealed into the browser's cookie, and comes back to have the code
 * exchanged and the ID token checked (signature, issuer, audience, expiry, nonce; the state and the
 * verifier by the exchange itself). Only an address the provider says it verified
 * (`email_verified` true) signs anyone in.
 */
@Injectable()
export class ExternalProviders {
  private readonly logger = new Logger('ExternalSignIn');
  private readonly discovered = new Map<ExternalProvider, Promise<oidc.Configuration>>();
  private readonly seal: FlowSeal;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.seal = new FlowSeal(config.secretsKey);
  }

  /** The configured providers, in the sign-in page's order. */
  list(): Array<{ id: ExternalProvider; name: string }> {
    return this.config.externalSignIn.map(({ id }) => ({ id, name: EXTERNAL_PROVIDER_NAMES[id] }));
  }

  find(id: string): ExternalProviderConfig | undefined {
    return this.config.externalSignIn.find((provider) => provider.id === id);
  }

  /** Where the provider sends the person back: registered with the provider as this exact address. */
  redirectUri(id: ExternalProvider): string {
    return new URL(`/api/v2/auth/external/${id}/callback`, this.config.publicUrl).href;
  }

  /** The provider's sign-in page for a new attempt, and the sealed flow for the browser's cookie. */
  async begin(provider: ExternalProviderConfig, remember: boolean): Promise<{ location: URL; sealed: string }> {
    const configuration = await this.configuration(provider);
    const flow: Flow = {
      provider: provider.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      remember,
      expiresAt: Date.now() + FLOW_MS,
    };
    const location = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider.id),
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { location, sealed: this.seal.seal(flow, provider.id) };
  }

  /**
   * The provider's answer at the callback address, checked against the flow the browser kept:
   * the verified address it vouches for, or an ExternalSignInError.
   */
  async finish(provider: ExternalProviderConfig, callback: URL, sealed: string | undefined): Promise<Vouched> {
    const flow = sealed ? readFlow(this.seal.open(sealed, provider.id)) : null;
    if (!flow || flow.provider !== provider.id || flow.expiresAt < Date.now()) throw new ExternalSignInError('expired');
    const refused = callback.searchParams.get('error');
    if (refused)
      throw new ExternalSignInError(refused === 'access_denied' ? 'cancelled' : 'failed', new Error(`provider answered ${refused}`));
    const configuration = await this.configuration(provider);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw this.failure(provider, error);
    }
    const claims = tokens.claims();
    if (!claims) throw new ExternalSignInError('failed');
    let { email, email_verified: verified } = claims;
    if (email === undefined || verified === undefined) {
      // Some providers name the address only at their userinfo endpoint.
      try {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = info.email;
        verified = info.email_verified;
      } catch (error) {
        throw this.failure(provider, error);
      }
    }
    if (typeof email !== 'string' || verified !== true) throw new ExternalSignInError('unverified');
    const address = normalizeEmail(email);
    if (!address || address.length > EMAIL_MAX) throw new ExternalSignInError('unverified');
    return { email: address, remember: flow.remember };
  }

  /** The provider's metadata, discovered once; an issuer on this machine may answer over plain HTTP. */
  private configuration(provider: ExternalProviderConfig): Promise<oidc.Configuration> {
    let pending = this.discovered.get(provider.id);
    if (!pending) {
      pending = oidc
        .discovery(provider.issuer, provider.clientId, provider.clientSecret, undefined, {
          execute: provider.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          this.discovered.delete(provider.id);
          throw this.failure(provider, error, 'unavailable');
        });
      this.discovered.set(provider.id, pending);
    }
    return pending;
  }

  /** Logged once at warn, with the library's reason and no secret; the network's failures are "unavailable". */
  private failure(provider: ExternalProviderConfig, error: unknown, outcome?: ExternalOutcome): ExternalSignInError {
    if (error instanceof ExternalSignInError) return error;
    const unreachable = outcome === 'unavailable' || (error instanceof TypeError && /fetch failed/i.test(error.message));
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.logger.warn(`${provider.id}: ${unreachable ? 'unreachable' : 'refused'} (${reason})`);
    return new ExternalSignInError(unreachable ? 'unavailable' : 'failed', error);
  }
}
