import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { REDIS } from '../shared/redis/redis.module.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export type DashboardVerdict = 'allow' | 'unauthenticated' | 'forbidden';

/** What the access rule says about an account session, and the session's id (never its token). */
export interface DashboardSessionCheck {
  verdict: DashboardVerdict;
  sessionId: string | null;
}

/**
 * Who may open the dashboard with a session: notifications knows no users, so the composition root
 * binds this to an answer from identity (app.dashboard-access.ts): 'allow' for a platform admin's
 * live session, 'forbidden' for another role, 'unauthenticated' for no live session.
 */
export abstract class DashboardAccess {
  /** By the account session's token (the `userToken` header, the one-time `?token=` sign-in). */
  abstract session(token: string): Promise<DashboardSessionCheck>;
  /** By the account session's id: what a dashboard session refers to. */
  abstract sessionById(sessionId: string): Promise<DashboardVerdict>;
}

/** HttpOnly cookie holding a dashboard session (its own random id, never the account's session token). */
export const DASHBOARD_COOKIE = 'kadry_admin';
/** A dashboard session lives this long from sign-in at most; it ends earlier with the account session. */
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
    private readonly access: DashboardAccess,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The onRequest hook of the dashboard scope. */
  async authorize(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    reply.header('Cache-Control', 'no-store');
    const query = request.query as Record<string, unknown> | undefined;
    const loginToken = typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
    const signIn = loginToken ? await this.access.session(loginToken) : undefined;
    const verdict = signIn ? signIn.verdict : await this.check(request.headers);
    if (signIn?.verdict === 'allow' && signIn.sessionId) {
      // An admin arriving with ?token=: a dashboard session of its own in an HttpOnly cookie, and the
      // token dropped from the address bar.
      reply.header('Set-Cookie', await this.startDashboardSession(signIn.sessionId));
      return reply.redirect(QUEUE_DASHBOARD_PATH, 303);
    }
    if (verdict === 'allow') return undefined;
    const status = verdict === 'forbidden' ? 403 : 401;
    if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="Kadry queues", charset="UTF-8"');
    return reply.status(status).send({
      ok: false,
      error: true,
      code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
      msg: status === 401 ? 'Authorization required' : 'Access denied',
    });
  }

  async check(headers: Record<string, string | string[] | undefined>): Promise<DashboardVerdict> {
    if (this.operator(headers)) return 'allow';
    const token = firstString(headers['usertoken']);
    if (token) return (await this.access.session(token)).verdict;
    const dashboardSession = readCookie(headers['cookie'], DASHBOARD_COOKIE);
    if (!dashboardSession) return 'unauthenticated';
    // The dashboard session names the account session it came from: signing out, a password change
    // or a role change ends dashboard access at once, not only when the 15 minutes are over.
    const accountSession = await this.redis.get(sessionKey(dashboardSession));
    return accountSession ? this.access.sessionById(accountSession) : 'unauthenticated';
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
