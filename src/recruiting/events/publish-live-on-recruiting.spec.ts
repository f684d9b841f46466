import { describe, expect, it } from '@jest/globals';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyMembersQuery, GetCompanyMembershipQuery } from '../../company/company.contract.js';
import type { LiveHub } from '../../shared/live/live-hub.js';
import { ApplicationMoved, CandidatesMerged } from '../domain/recruiting.events.js';
import { PublishLiveOnRecruiting } from './publish-live-on-recruiting.js';

describe('PublishLiveOnRecruiting', () => {
  it('tells the colleagues who may see candidates, and nobody else, which boards changed', async () => {
    const published: unknown[] = [];
    const hub = { publishAll: async (events: unknown[]) => void published.push(...events) } as unknown as LiveHub;
    const actions: Record<string, string[]> = {
      owner: ['viewCandidates', 'manageCandidates'],
      viewer: ['viewCandidates'],
      plain: ['view'],
    };
    const queries = {
      execute: async (query: unknown) => {
        if (query instanceof GetCompanyMembersQuery) return Object.keys(actions).map((userId) => ({ userId, role: 'deputy' }));
        if (query instanceof GetCompanyMembershipQuery) return { actions: actions[query.userId] };
        throw new Error('unexpected query');
      },
    } as unknown as QueryBus;
    const handler = new PublishLiveOnRecruiting(hub, queries);
    await handler.handle(new ApplicationMoved('c1', 'v1', 'a1', 'cand', 's1', 's2', 'owner', 2));
    await handler.handle(new CandidatesMerged('c1', 'keep', 'gone', 'owner', ['v1', 'v2']));
    await handler.handle(new CandidatesMerged('c1', 'keep', 'gone', 'owner', []));
    const to = { users: ['owner', 'viewer'] };
    expect(published).toEqual([
      { target: to, event: 'recruiting.changed', data: { company_id: 'c1', vacancy_id: 'v1' } },
      { target: to, event: 'recruiting.changed', data: { company_id: 'c1', vacancy_id: 'v1' } },
      { target: to, event: 'recruiting.changed', data: { company_id: 'c1', vacancy_id: 'v2' } },
    ]);
  });
});
