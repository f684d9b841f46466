import { duplicateKey, likeEscape, searchKey } from './search-text.js';

describe('searchKey', () => {
  it('treats every apostrophe, letter case and spacing alike', () => {
    const keys = ['Кам’янець', "кам'янець", 'КАМʼЯНЕЦЬ', '  Кам`янець '].map(searchKey);
    expect(new Set(keys)).toEqual(new Set(['камянець']));
  });
});

describe('duplicateKey', () => {
  it('is case-insensitive, trimmed, with one space and one apostrophe', () => {
    expect(duplicateKey('  Менеджер   по  продажам ')).toBe(duplicateKey('менеджер по ПРОДАЖАМ'));
    expect(duplicateKey("П'ятниця")).toBe(duplicateKey('п’ятниця'));
    expect(duplicateKey('Продажи')).not.toBe(duplicateKey('Продажа'));
  });
});

describe('likeEscape', () => {
  it('escapes LIKE wildcards', () => {
    expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
