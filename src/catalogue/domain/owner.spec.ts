import { isAuthor, isVisibleTo, type OwnedRow } from './owner.js';

const alice = { userId: 'a', companyId: 'company-7' };
const bob = { userId: 'b', companyId: 'company-7' };
const carol = { userId: 'c', companyId: 'company-8' };
const dave = { userId: 'd', companyId: null };

const global: OwnedRow = { type: 'global', owner_company_id: null, owner_user_id: null };
const companyItem: OwnedRow = { type: 'local', owner_company_id: 'company-7', owner_user_id: 'a' };
const personalItem: OwnedRow = { type: 'local', owner_company_id: null, owner_user_id: 'd' };

describe('who sees and removes a catalogue item', () => {
  it('shows global items to everyone, anonymous callers included', () => {
    for (const reader of [alice, carol, dave, null]) expect(isVisibleTo(global, reader)).toBe(true);
  });

  it('shows a company item to that company only, and a personal item to its author only', () => {
    expect(isVisibleTo(companyItem, alice)).toBe(true);
    expect(isVisibleTo(companyItem, bob)).toBe(true);
    expect(isVisibleTo(companyItem, carol)).toBe(false);
    expect(isVisibleTo(companyItem, dave)).toBe(false);
    expect(isVisibleTo(companyItem, null)).toBe(false);
    expect(isVisibleTo(personalItem, dave)).toBe(true);
    expect(isVisibleTo(personalItem, { userId: 'e', companyId: null })).toBe(false);
  });

  it('lets only the author remove a local item, a colleague who sees it included (403 there)', () => {
    expect(isAuthor(companyItem, alice)).toBe(true);
    expect(isAuthor(companyItem, bob)).toBe(false);
    expect(isAuthor(personalItem, dave)).toBe(true);
    expect(isAuthor(global, alice)).toBe(false);
  });
});
