import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { ResolveSessionByIdQuery, ResolveSessionQuery, type AuthUser } from '../identity/identity.contract.js';
import { REDIS } from '../shared/redis/redis.module.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export type DashboardVerdict = 'allow' | 'unauthenticated' | 'forbidden';

/** HttpOnly cookie holding a dashboard session (its own random id, never the account's session token). */
export const DASHBOARD_COOKIE = 'kadry_admin';
/** A dashboard session lives this long from sign-in, whatever the account session's expiry. */
export const DASHBOARD_SESSION_SECONDS = 15 * 60;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function firstString(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text : undefined;
}

export function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const text = firstString(header);
  if (!text) return undefined;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}

function verdictOf(user: AuthUser | null): DashboardVerdict {
  if (!user) return 'unauthenticated';
  return user.role === 'admin' ? 'allow' : 'forbidden';
}

const sessionKey = (id: string) => `dashboard-session:${createHash('sha256').update(id).digest('hex')}`;

/**
 * Who may open /admin/queues: platform admins by their session (the `userToken` header, or a
 * dashboard session in the `kadry_admin` cookie, made by visiting `/admin/queues?token=<session
 * token>`), and the operator's credentials from the environment (HTTP Basic). No session → 401; a
 * session of another role → 403. Runs as an onRequest hook inside the dashboard's own Fastify scope
 * (queue-dashboard.ts), so it sees every request the router sends there, however the path is spelled.
 */
@Injectable()
export class QueueDashboardAuth {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: QueryBus,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The onRequest hook of the dashboard scope. */
  async authorize(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    reply.header('Cache-Control', 'no-store');
    const query = request.query as Record<string, unknown> | undefined;
    const loginToken = typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
    const admin = loginToken ? await this.resolve(loginToken) : undefined;
    const verdict = admin ? admin.verdict : await this.check(request.headers);
    if (admin?.verdict === 'allow') {
      // An admin arriving with ?token=: a dashboard session of its own in an HttpOnly cookie, and the
      // token dropped from the address bar.
      reply.header('Set-Cookie', await this.startDashboardSession(admin.sessionId));
      return reply.redirect(QUEUE_DASHBOARD_PATH, 303);
    }
    if (verdict === 'allow') return undefined;
    const status = verdict === 'forbidden' ? 403 : 401;
    if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="Kadry queues", charset="UTF-8"');
    return reply
      .status(status)
      .send({ ok: false, error: true, code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', msg: status === 401 ? 'Authorization required' : 'Access denied' });
  }

  async check(headers: Record<string, string | string[] | undefined>): Promise<DashboardVerdict> {
    if (this.operator(headers)) return 'allow';
    const token = firstString(headers['usertoken']);
    if (token) return (await this.resolve(token)).verdict;
    const dashboardSession = readCookie(headers['cookie'], DASHBOARD_COOKIE);
    if (!dashboardSession) return 'unauthenticated';
    // The dashboard session names the account session it came from: signing out, a password change
    // or a role change ends dashboard access at once, not only when the 15 minutes are over.
    const accountSession = await this.redis.get(sessionKey(dashboardSession));
    if (!accountSession) return 'unauthenticated';
    return verdictOf(await this.queries.execute(new ResolveSessionByIdQuery(accountSession)));
  }

  private async resolve(token: string): Promise<{ verdict: DashboardVerdict; sessionId: string }> {
    const user = await this.queries.execute(new ResolveSessionQuery(token));
    return { verdict: verdictOf(user), sessionId: user?.sessionId ?? '' };
  }

  /** A fresh dashboard session (its id stored hashed in Redis, short-lived) and the cookie carrying it. */
  private async startDashboardSession(accountSessionId: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(sessionKey(id), accountSessionId, 'EX', DASHBOARD_SESSION_SECONDS);
    const secure = this.config.publicUrl.startsWith('https:');
    return `${DASHBOARD_COOKIE}=${id}; Path=${QUEUE_DASHBOARD_PATH}; Max-Age=${DASHBOARD_SESSION_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }

  private operator(headers: Record<string, string | string[] | undefined>): boolean {
    const expected = this.config.queueDashboard;
    const header = headers['authorization'];
    if (!expected || typeof header !== 'string' || !header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    return sameSecret(decoded.slice(0, colon), expected.user) && sameSecret(decoded.slice(colon + 1), expected.password);
  }
}
