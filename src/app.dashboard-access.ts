import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ResolveSessionByIdQuery, ResolveSessionQuery } from './identity/identity.contract.js';
import { DashboardAccess, type DashboardSessionCheck, type DashboardVerdict } from './notifications/notifications.contract.js';
import type { AuthUser } from './shared/auth/authenticated.js';

function verdictOf(user: AuthUser | null): DashboardVerdict {
  if (!user) return 'unauthenticated';
  return user.role === 'admin' ? 'allow' : 'forbidden';
}

/** The queue dashboard admits platform admins: identity resolves the session, the root decides the rule. */
@Injectable()
export class AdminSessionDashboardAccess extends DashboardAccess {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async session(token: string): Promise<DashboardSessionCheck> {
    const user = await this.queries.execute(new ResolveSessionQuery(token));
    return { verdict: verdictOf(user), sessionId: user?.sessionId ?? null };
  }

  async sessionById(sessionId: string): Promise<DashboardVerdict> {
    return verdictOf(await this.queries.execute(new ResolveSessionByIdQuery(sessionId)));
  }
}
