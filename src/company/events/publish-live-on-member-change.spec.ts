import { describe, expect, it } from '@jest/globals';
import type { LiveHub } from '../../shared/live/live-hub.js';
import { CompanyMemberRemoved, CompanyMemberRightsChanged } from '../domain/company.events.js';
import { PublishLiveOnMemberChange } from './publish-live-on-member-change.js';

describe('PublishLiveOnMemberChange', () => {
  it('tells the member whose rights changed, or who was removed, and nobody else, that their company changed', async () => {
    const published: unknown[] = [];
    const hub = { publish: async (...args: unknown[]) => void published.push(args) } as unknown as LiveHub;
    const handler = new PublishLiveOnMemberChange(hub);
    await handler.handle(new CompanyMemberRightsChanged('c1', 'owner', 'u1', ['vacancies'], [], 'deputy', 'deputy'));
    await handler.handle(new CompanyMemberRemoved('c1', 'owner', 'u2', 'user'));
    expect(published).toEqual([
      [{ users: ['u1'] }, 'company.changed', { company_id: 'c1' }],
      [{ users: ['u2'] }, 'company.changed', { company_id: 'c1' }],
    ]);
  });
});
