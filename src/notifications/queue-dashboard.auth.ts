import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';

export type DashboardVerdict = 'allow' | 'unauthenticated' | 'forbidden';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who may open /admin/queues. Until platform-admin sessions exist, the operator's credentials
 * from the environment (HTTP Basic); with none configured, nobody gets in.
 */
@Injectable()
export class QueueDashboardAuth {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async check(headers: Record<string, string | string[] | undefined>): Promise<DashboardVerdict> {
    const expected = this.config.queueDashboard;
    const header = headers['authorization'];
    if (!expected || typeof header !== 'string' || !header.startsWith('Basic ')) return 'unauthenticated';
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return 'unauthenticated';
    const ok = sameSecret(decoded.slice(0, colon), expected.user) && sameSecret(decoded.slice(colon + 1), expected.password);
    return ok ? 'allow' : 'unauthenticated';
  }
}
