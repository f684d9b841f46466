import { containsMatch } from './quick-search.js';

describe('containsMatch', () => {
  it('finds one word by a LIKE on the escaped text', () => {
    expect(containsMatch('агросервіс')).toEqual({ sql: `name_lower like '%' || $1 || '%'`, order: 'seq + 0 desc', words: [] });
  });

  it('splits a text with spaces into a LIKE per word of three letters or more, then checks the whole text', () => {
    expect(containsMatch('фоп шевченко о')).toEqual({
      sql: `name_lower like '%' || $5 || '%' and name_lower like '%' || $6 || '%' and strpos(name_lower, $1) > 0`,
      order: 'seq + 0 desc',
      words: ['фоп', 'шевченко'],
    });
  });

  it('escapes LIKE wildcards in the words and keeps at most four', () => {
    expect(containsMatch('100% agro one two three').words).toEqual(['100\\%', 'agro', 'one', 'two']);
  });

  it('finds a common text by strpos, which sends the planner to the newest-first index', () => {
    expect(containsMatch('фоп шевченко', true)).toEqual({ sql: 'strpos(name_lower, $1) > 0', order: 'seq desc', words: [] });
  });

  it('falls back to the whole text when no word has three letters', () => {
    expect(containsMatch('пп ат').words).toEqual([]);
  });
});
