import { describe, expect, it } from '@jest/globals';
import { readSearchHits } from './search';

describe('readSearchHits', () => {
  it('names company_id companyId and adds no key a hit lacks', () => {
    const hits = readSearchHits({
      ok: true,
      results: [
        { kind: 'company', id: 'c1', name: 'Acme' },
        { kind: 'vacancy', id: 'v1', name: 'Cook', number: 7, status: 'draft', company_id: 'c1' },
      ],
    });
    expect(hits).toEqual([
      { kind: 'company', id: 'c1', name: 'Acme' },
      { kind: 'vacancy', id: 'v1', name: 'Cook', number: 7, status: 'draft', companyId: 'c1' },
    ]);
    expect(Object.keys(hits[0]!)).toEqual(['kind', 'id', 'name']);
  });
});
