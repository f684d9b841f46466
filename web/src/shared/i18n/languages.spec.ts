import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_NAMES, normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['ru', 'ru'],
    ['en', 'en'],
    ['uk', 'uk'],
    ['ua', 'uk'],
    ['UA', 'uk'],
    [' en ', 'en'],
    ['de', 'ru'],
    ['', 'ru'],
    [null, 'ru'],
    [undefined, 'ru'],
  ])('%p → %s', (stored, expected) => {
    expect(normalizeLanguage(stored)).toBe(expected);
  });

  it('names each language in itself', () => {
    expect(LANGUAGE_NAMES).toEqual({ ru: 'Русский', en: 'English', uk: 'Українська' });
  });
});
