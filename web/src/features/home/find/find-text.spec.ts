import { describe, expect, it } from '@jest/globals';
import { findMatches, normalizeQuery, type TextSegment } from './find-text';

const inline = (...texts: string[]): TextSegment[] => texts.map((text) => ({ text, breakBefore: false }));

describe('finding text on a screen', () => {
  it('finds every occurrence whatever the case, in reading order', () => {
    expect(findMatches(inline('Вакансии и ВАКАНСИЯ, вакансия'), 'вакансия')).toEqual([
      { start: { segment: 0, offset: 11 }, end: { segment: 0, offset: 19 } },
      { start: { segment: 0, offset: 21 }, end: { segment: 0, offset: 29 } },
    ]);
  });

  it('matches across inline elements (text nodes of one block)', () => {
    // "Kad" <b>"ry"</b> " HR"
    expect(findMatches(inline('Kad', 'ry', ' HR'), 'kadry h')).toEqual([
      { start: { segment: 0, offset: 0 }, end: { segment: 2, offset: 2 } },
    ]);
  });

  it('never across two blocks', () => {
    expect(
      findMatches(
        [
          { text: 'Kad', breakBefore: false },
          { text: 'ry', breakBefore: true },
        ],
        'kadry',
      ),
    ).toEqual([]);
    expect(
      findMatches(
        [
          { text: 'Kad', breakBefore: false },
          { text: 'ry', breakBefore: true },
        ],
        'ry',
      ),
    ).toEqual([{ start: { segment: 1, offset: 0 }, end: { segment: 1, offset: 2 } }]);
  });

  it('reads any run of white space as one space, in the text and in the query', () => {
    expect(findMatches(inline('Новые\n   отклики'), '  новые   отклики ')).toEqual([
      { start: { segment: 0, offset: 0 }, end: { segment: 0, offset: 16 } },
    ]);
    expect(normalizeQuery('  Новые \t отклики ')).toBe('новые отклики');
  });

  it('counts matches that do not overlap, and none for an empty query', () => {
    expect(findMatches(inline('aaaa'), 'aa')).toHaveLength(2);
    expect(findMatches(inline('text'), '   ')).toEqual([]);
  });

  it('keeps positions true when a character would fold to a longer one', () => {
    // 'İ' lower-cases to two characters outside Turkish: compared as it is, the rest still lines up.
    expect(findMatches(inline('İstanbul, istanbul'), 'istanbul')).toEqual([
      { start: { segment: 0, offset: 10 }, end: { segment: 0, offset: 18 } },
    ]);
  });
});
