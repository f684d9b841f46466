import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person at the provider: the claims it vouches for. */
export interface PeerAccount {
  email: string;
  email_verified: boolean;
}

/**
 * A real OpenID Connect provider (panva's `oidc-provider`, the certified server) on a loopback
 * port, for the external sign-in's tests: authorization code flow with PKCE required, one client,
 * and an interaction that signs in whichever account the test chose and grants what was asked, so
 * a test walks the provider's redirects with plain HTTP instead of a browser. With `pages` the
 * interaction is a person's instead: a sign-in page asking the e-mail and a consent page with
 * "Allow", for a browser journey.
 */
export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The accounts it knows, by account id; `signInAs` picks the one its next interaction signs in. */
  accounts: Map<string, PeerAccount>;
  signInAs(accountId: string): void;
  /**
   * Follows the provider's redirects from its authorization address (cookies kept, a fresh provider
   * session each time) until it sends the browser to `redirectBase`: that address, with the answer.
   */
  authorize(authorizationUrl: string, redirectBase: string): Promise<URL>;
  close(): Promise<void>;
}

export interface OidcPeerOptions {
  /**
   * The interaction as pages a browser fills in: "Sign in" with an e-mail (an account the peer
   * does not know yet is made with that address, verified), then "Allow".
   */
  pages?: boolean;
  /**
   * A native client (RFC 8252): its loopback redirect addresses match on any port, for a product
   * whose port is chosen when it starts, after the peer.
   */
  anyLoopbackPort?: boolean;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** The form body of a page's POST. */
async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcPeer(redirectUris: string[], options: OidcPeerOptions = {}): Promise<OidcPeer> {
  const accounts = new Map<string, PeerAccount>();
  let nextAccount = '';
  const clientId = 'kadry-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const server: Server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        ...(options.anyLoopbackPort ? { application_type: 'native' as const } : {}),
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    // Fixed lifetimes: the defaults work too, but print a notice each time one is asked for.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  };
  // Its in-memory store suits a test; the warning that says so is the only thing it would print.
  const warn = console.warn;
  console.warn = () => undefined;
  let provider: Provider;
  try {
    provider = new Provider(issuer, configuration);
  } finally {
    console.warn = warn;
  }
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (options.pages && req.method === 'GET') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        const action = `/interaction/${details.uid}`;
        res.end(
          details.prompt.name === 'login'
            ? page(
                'Sign in to the test provider',
                `<form method="post" action="${action}"><label>E-mail <input name="email" type="email" required></label> <button type="submit">Sign in</button></form>`,
              )
            : page(
                'Allow access',
                `<p>Kadry asks for your e-mail address.</p><form method="post" action="${action}"><button type="submit">Allow</button></form>`,
              ),
        );
        return;
      }
      if (details.prompt.name === 'login') {
        let accountId = nextAccount;
        if (options.pages) {
          const email = (await formOf(req)).get('email') ?? '';
          accountId = `acc-${email}`;
          if (!accounts.has(accountId)) accounts.set(accountId, { email, email_verified: true });
        }
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: String(details.session?.accountId), clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs: (accountId) => {
      nextAccount = accountId;
    },
    async authorize(authorizationUrl, redirectBase) {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 12; hop += 1) {
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
          if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
          else jar.set(name, value);
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
        const next = new URL(location, url);
        if (next.href.startsWith(redirectBase)) return next;
        url = next.href;
      }
      throw new Error('the provider redirected too often');
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
