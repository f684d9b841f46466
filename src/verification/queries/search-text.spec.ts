import { findMatch, likeEscape, normalizeSearch } from './search-text.js';

describe('search text', () => {
  it('normalizes case and spaces', () => {
    expect(normalizeSearch('  ТОВ   «Агро  ')).toBe('тов «агро');
    expect(normalizeSearch('KADRY')).toBe('kadry');
  });

  it('escapes LIKE wildcards', () => {
    expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('finds the match in the original name, any case, Cyrillic and Latin', () => {
    expect(findMatch('ТОВ «Агросервіс»', 'сервіс')).toEqual({ field: 'name', start: 9, length: 6 });
    expect(findMatch('Kadry LLC', 'llc')).toEqual({ field: 'name', start: 6, length: 3 });
    expect(findMatch('ФОП Коваленко', 'ко')).toEqual({ field: 'name', start: 4, length: 2 });
    expect(findMatch('ТОВ «Агро»', 'млин')).toBeNull();
  });
});
