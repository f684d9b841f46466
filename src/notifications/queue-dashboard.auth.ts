import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';

export type DashboardVerdict = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * Who may open the dashboard with a session: notifications knows no users, so the composition root
 * binds this to an answer from identity (app.dashboard-access.ts): 'allow' for a platform admin's
 * live session, 'forbidden' for another role, 'unauthenticated' for no live session.
 */
export abstract class DashboardAccess {
  abstract session(token: string): Promise<DashboardVerdict>;
}

/** HttpOnly cookie holding a platform admin's session token for the dashboard (a browser cannot send `userToken`). */
export const DASHBOARD_COOKIE = 'kadry_admin';

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

/**
 * Who may open /admin/queues: platform admins by their session (the `userToken` header, or the
 * `kadry_admin` cookie set by visiting `/admin/queues?token=<session token>`), and the operator's
 * credentials from the environment (HTTP Basic). No session → 401; a session of another role → 403.
 */
@Injectable()
export class QueueDashboardAuth {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: DashboardAccess,
  ) {}

  async check(headers: Record<string, string | string[] | undefined>): Promise<DashboardVerdict> {
    if (this.operator(headers)) return 'allow';
    const token = firstString(headers['usertoken']) ?? readCookie(headers['cookie'], DASHBOARD_COOKIE);
    return token ? this.checkSession(token) : 'unauthenticated';
  }

  async checkSession(token: string): Promise<DashboardVerdict> {
    return this.access.session(token);
  }

  /** The cookie lives as long as the browser session; the server-side session expiry still applies. */
  sessionCookie(token: string, secure: boolean): string {
    return `${DASHBOARD_COOKIE}=${token}; Path=/admin/queues; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
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
