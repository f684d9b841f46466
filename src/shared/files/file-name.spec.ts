import { cleanFileName, contentDisposition } from './file-name.js';

describe('file names people upload', () => {
  const RLO = '\u202e';

  it('drops every bidirectional control, so a name reads as it is', () => {
    expect(cleanFileName(`scan${RLO}gnp.pdf`)).toBe('scangnp.pdf');
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
    for (const mark of bidi)
      expect([mark.codePointAt(0)!.toString(16), cleanFileName(`ви${mark}тяг.docx`)]).toEqual([
        mark.codePointAt(0)!.toString(16),
        'витяг.docx',
      ]);
    expect(cleanFileName('\ufeffzero\u200bwidth\u2060.pdf')).toBe('zerowidth.pdf');
  });

  it('turns C0, DEL, C1 and line separators into _, and keeps only the last path part', () => {
    expect(cleanFileName('a\u0000b\u0007c\u001fd\u007fe\u0085f\u009fg\u2028h\u2029.pdf')).toBe('a_b_c_d_e_f_g_h_.pdf');
    expect(cleanFileName('C:\\Users\\x\\..\\extract.pdf')).toBe('extract.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a"b<c>d|e*f?.pdf')).toBe('a_b_c_d_e_f_.pdf');
  });

  it('keeps letters of every script and gives a name to what had none', () => {
    expect(cleanFileName('Витяг з ЄДР №5 (копія).pdf')).toBe('Витяг з ЄДР №5 (копія).pdf');
    expect(cleanFileName('نموذج.pdf')).toBe('نموذج.pdf');
    expect(cleanFileName(`${RLO}\u2066  `)).toBe('file');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });

  it('builds a Content-Disposition with a clean ASCII and UTF-8 name, even from a name stored uncleaned', () => {
    const header = contentDisposition('attachment', `Витяг${RLO}fdp.exe "1".pdf`);
    expect(header).toBe(`attachment; filename="_____fdp.exe _1_.pdf"; filename*=UTF-8''${encodeURIComponent('Витягfdp.exe _1_.pdf')}`);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(contentDisposition('inline', "it's (1).pdf")).toBe(`inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`);
  });
});
