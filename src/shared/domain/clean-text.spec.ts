import { cleanText } from './clean-text.js';

describe('cleanText', () => {
  const RLO = '\u202e';

  it('drops every bidi control, direction mark, zero-width character and the BOM', () => {
    const invisible = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
    ];
    for (const mark of invisible)
      expect([mark.codePointAt(0)!.toString(16), cleanText(`Ка${mark}дри`)]).toEqual([mark.codePointAt(0)!.toString(16), 'Кадри']);
    expect(cleanText(`ТОВ ${RLO}ирдаК`)).toBe('ТОВ ирдаК');
  });

  it('replaces C0, DEL, C1 and the line and paragraph separators in a one-line text, by a space unless told', () => {
    expect(cleanText('a\u0001b\u0007c\u001fd\u007fe\u0085f\u009fg\u2028h\u2029i\tj\nk\rl')).toBe('a b c d e f g h i j k l');
    expect(cleanText(`Менеджер\r\n${RLO}з продажу`, { control: '_' })).toBe('Менеджер__з продажу');
    expect(cleanText('a\u0007b', { control: '' })).toBe('ab');
  });

  it('keeps line breaks (as LF) and tabs of a text of several lines, and drops the rest', () => {
    expect(cleanText(`Підбір\r\nперсоналу\rі\u2028навчання\n\tкурси\u0007${RLO}`, { multiline: true })).toBe(
      'Підбір\nперсоналу\nі\nнавчання\n\tкурси ',
    );
  });

  it('keeps letters of every script, emoji and ordinary punctuation as they are', () => {
    for (const text of ['ТОВ «Кадри» №5 (копія)', "Ім'я — О’Брайен", 'نموذج', '日本語', 'Kadry 🙂', 'a\u00a0b'])
      expect(cleanText(text)).toBe(text);
  });

  it('leaves nothing of a text made only of such characters', () => {
    expect(cleanText(`${RLO}\u200b\u2066\ufeff`)).toBe('');
    expect(cleanText(`${RLO}\u0007\u200b`).trim()).toBe('');
  });
});
