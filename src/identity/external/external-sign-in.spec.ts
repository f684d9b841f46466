import { randomBytes } from 'node:crypto';
import { externalProvidersFrom, isLoopbackHost } from '../../config.js';
import { pullEvents } from '../../shared/domain/aggregate-root.js';
import { NO_PASSWORD } from '../domain/secrets.js';
import { User } from '../domain/user.entity.js';
import { externalCookie, readExternalCookie } from './external-cookie.js';
import { FlowSeal } from './flow-seal.js';

describe('external sign-in: configuration', () => {
  const google = { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };

  it('offers the providers whose three variables are set, in the buttons’ order', () => {
    const providers = externalProvidersFrom({
      OIDC_LINKEDIN_ISSUER: 'https://www.linkedin.com/oauth',
      OIDC_LINKEDIN_CLIENT_ID: 'li',
      OIDC_LINKEDIN_CLIENT_SECRET: 'li-secret',
      ...google,
    });
    expect(providers.map((p) => [p.id, p.issuer.href, p.clientId])).toEqual([
      ['google', 'https://accounts.google.com/', 'id'],
      ['linkedin', 'https://www.linkedin.com/oauth', 'li'],
    ]);
    expect(externalProvidersFrom({})).toEqual([]);
  });

  it('refuses a provider half configured, or an issuer over plain HTTP away from this machine', () => {
    expect(() => externalProvidersFrom({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(/must be set together/);
    expect(() => externalProvidersFrom({ ...google, OIDC_GOOGLE_ISSUER: 'http://idp.example.com' })).toThrow(/https/);
    expect(() => externalProvidersFrom({ ...google, OIDC_GOOGLE_ISSUER: 'not a url' })).toThrow(/URL/);
    expect(externalProvidersFrom({ ...google, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4000' })).toHaveLength(1);
    expect(['localhost', '127.0.0.1', '127.8.9.10', '[::1]', '10.0.0.1', 'example.com'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('external sign-in: the sealed flow and its cookie', () => {
  const seal = new FlowSeal(randomBytes(32));

  it('opens only what it sealed, for the same provider', () => {
    const sealed = seal.seal({ state: 's', nonce: 'n' }, 'google');
    expect(seal.open(sealed, 'google')).toEqual({ state: 's', nonce: 'n' });
    expect(seal.open(sealed, 'facebook')).toBeNull();
    expect(new FlowSeal(randomBytes(32)).open(sealed, 'google')).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body!.slice(0, -2)}${body!.endsWith('A') ? 'B' : 'A'}${body!.slice(-1)}`;
    expect(seal.open([version, iv, flipped, tag].join('.'), 'google')).toBeNull();
    expect(seal.open('garbage', 'google')).toBeNull();
  });

  it('reads its cookie among others and writes it HttpOnly, Lax, for its routes only', () => {
    expect(readExternalCookie('a=1; kadry_external=x1.abc.def; b=2')).toBe('x1.abc.def');
    expect(readExternalCookie(undefined)).toBeUndefined();
    expect(externalCookie('v', 600, true)).toBe(
      'kadry_external=v; Path=/api/v2/auth/external; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(externalCookie('', 0, false)).toBe('kadry_external=; Path=/api/v2/auth/external; Max-Age=0; HttpOnly; SameSite=Lax');
  });
});

describe('User: an address a provider vouched for', () => {
  const aUser = (values: Partial<User>) =>
    Object.assign(new User(), {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      email: 'olha@x.ua',
      lang: 'uk',
      role: 'user',
      passwordHash: '$argon2id$chosen',
      emailConfirmedAt: null,
      ...values,
    });

  it('confirms an unconfirmed address and drops the password chosen before it was proven', () => {
    const now = new Date('2026-12-07T10:00:00Z');
    const user = aUser({});
    user.confirmEmailThroughProvider(now);
    expect([user.emailConfirmedAt, user.passwordHash, user.hasPassword()]).toEqual([now, NO_PASSWORD, false]);
    expect((pullEvents(user) as unknown as Array<{ eventType: string }>).map((event) => event.eventType)).toEqual(['EmailConfirmed']);
  });

  it('leaves a confirmed account and its password as they are', () => {
    const confirmed = new Date('2026-01-01T00:00:00Z');
    const user = aUser({ emailConfirmedAt: confirmed });
    user.confirmEmailThroughProvider(new Date());
    expect([user.emailConfirmedAt, user.passwordHash]).toEqual([confirmed, '$argon2id$chosen']);
    expect(pullEvents(user)).toEqual([]);
  });
});
