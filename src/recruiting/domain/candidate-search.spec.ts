import {
  CANDIDATE_SEARCH_INDEXES,
  candidateMatchesStatement,
  candidateRowCondition,
  candidateSearchCondition,
  parseQuery,
  searchTextSql,
} from './candidate-search.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';

describe('candidate search', () => {
  it('reads words, folded ("Ё" as "е"), for the text and, of 3 letters and more, for the CVs', () => {
    expect(parseQuery('  Пётр  JAVA senior ')).toEqual({
      words: ['петр', 'java', 'senior'],
      cvWords: ['петр', 'java', 'senior'],
      prefix: null,
    });
    expect(parseQuery('olena@example.com')).toEqual({ words: ['olena@example.com'], cvWords: ['olena', 'example', 'com'], prefix: null });
    expect(parseQuery('Іван Ко')).toEqual({ words: ['іван', 'ко'], cvWords: ['іван'], prefix: null });
    expect(parseQuery('   ')).toBeNull();
  });

  it('searches a phone typed any way by its digits', () => {
    expect(parseQuery('+38 (099) 123-45-67')).toEqual({ words: ['380991234567'], cvWords: ['380991234567'], prefix: null });
    expect(parseQuery('099')).toEqual({ words: ['099'], cvWords: ['099'], prefix: null });
  });

  it('takes 1–2 characters as the start of the surname or name', () => {
    expect(parseQuery('Ко')).toEqual({ words: [], cvWords: [], prefix: 'ко' });
    const condition = candidateSearchCondition(COMPANY, 'К_', 'c')!;
    expect(condition.sql).toBe(`(replace(lower(c.lname), 'ё', 'е') like ? or replace(lower(c.name), 'ё', 'е') like ?)`);
    expect(condition.params).toEqual(['к\\_%', 'к\\_%']);
  });

  it('matches every word in the text, or every word as a prefix in a CV, within the company', () => {
    const condition = candidateSearchCondition(COMPANY, 'java 100%', 'c')!;
    expect(condition.sql).toContain('c.id in (select s.id from rc_candidate s where s.company_id = ?');
    expect(condition.sql).toContain(' union select f.candidate_id from rc_candidate_file f where f.company_id = ?');
    expect(condition.params).toEqual([COMPANY, '%java%', '%100\\%%', COMPANY, 'java:* & 100:*']);
    expect(candidateSearchCondition(COMPANY, '', 'c')).toBeNull();
  });

  it('uses in its queries exactly the expression its trigram index is built on', () => {
    const index = CANDIDATE_SEARCH_INDEXES.find((entry) => entry.name === 'rc_candidate_search_trgm_idx')!;
    const indexed = searchTextSql().replace(/"(\w+)"/g, 's.$1');
    expect(indexed).toBe(searchTextSql('s'));
    expect(index.expression).toContain(searchTextSql());
    expect(candidateSearchCondition(COMPANY, 'java', 'c')!.sql).toContain(`${searchTextSql('s')} like ?`);
  });

  it('finds at most cap + 1 matches, each side stopping there, and tests one row the same way', () => {
    const matches = candidateMatchesStatement(COMPANY, 'kubernetes', 10)!;
    expect(matches.sql.match(/limit 11/g)).toHaveLength(3);
    expect(matches.params).toEqual([COMPANY, '%kubernetes%', COMPANY, 'kubernetes:*']);
    expect(candidateMatchesStatement(COMPANY, 'ко', 10)!.sql).toContain('limit 11');
    const row = candidateRowCondition('java senior', 'c')!;
    expect(row.sql).toContain('exists (select 1 from rc_candidate_file f where f.candidate_id = c.id and f.text_vector @@');
    expect(row.params).toEqual(['%java%', '%senior%', 'java:* & senior:*']);
    expect(candidateRowCondition('+38 067', 'c')!.params).toEqual(['%38067%', '38067:*']);
    expect(candidateRowCondition(' ', 'c')).toBeNull();
  });
});
