import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindLiveSessionsQuery } from './identity/identity.contract.js';
import { LiveSessions } from './shared/live/live-sessions.js';

/** The live stream's sessions are identity's: the root answers the kernel's question through its contract. */
@Injectable()
export class IdentityLiveSessions extends LiveSessions {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async live(sessionIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(await this.queries.execute(new FindLiveSessionsQuery(sessionIds)));
  }
}
