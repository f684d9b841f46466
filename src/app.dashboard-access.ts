import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ResolveSessionQuery } from './identity/identity.contract.js';
import { DashboardAccess, type DashboardVerdict } from './notifications/notifications.contract.js';

/** The queue dashboard admits platform admins: identity resolves the session, the root decides the rule. */
@Injectable()
export class AdminSessionDashboardAccess extends DashboardAccess {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async session(token: string): Promise<DashboardVerdict> {
    const user = await this.queries.execute(new ResolveSessionQuery(token));
    if (!user) return 'unauthenticated';
    return user.role === 'admin' ? 'allow' : 'forbidden';
  }
}
