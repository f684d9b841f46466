import { asciiPdfName, pdfDisposition } from './vacancy-pdf.filename.js';

describe('vacancy PDF file names', () => {
  it('transliterates Ukrainian and Russian names to ASCII', () => {
    expect(asciiPdfName(5, 'Щастя Їжак Ґанок')).toBe('vacancy-5-shchastia-yizhak-ganok.pdf');
    expect(asciiPdfName(12, 'Менеджер з продажу')).toBe('vacancy-12-menedzher-z-prodazhu.pdf');
    expect(asciiPdfName(3, 'Объём / «ЭКСПОРТ» (ночь)')).toBe('vacancy-3-obem-eksport-noch.pdf');
    expect(asciiPdfName(7, '')).toBe('vacancy-7.pdf');
    expect(asciiPdfName(1, 'Café Über')).toBe('vacancy-1-cafe-uber.pdf');
  });

  it('gives an attachment with the ASCII name and the UTF-8 name, nothing that breaks the header', () => {
    const header = pdfDisposition(12, 'Менеджер "з" продажу\r\n');
    expect(header).toBe(
      `attachment; filename="vacancy-12-menedzher-z-prodazhu.pdf"; filename*=UTF-8''${encodeURIComponent('12 Менеджер з продажу.pdf')}`,
    );
    expect(pdfDisposition(1, "Keeper's (night)")).toContain("filename*=UTF-8''1%20Keeper%27s%20%28night%29.pdf");
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('drops bidirectional and other invisible controls from the UTF-8 name', () => {
    const header = pdfDisposition(4, 'Менеджер\u202eFDP.exe\u2066 з\u200f продажу\u0085');
    expect(header).toBe(
      `attachment; filename="vacancy-4-menedzher-fdp-exe-z-prodazhu.pdf"; filename*=UTF-8''${encodeURIComponent('4 МенеджерFDP.exe з продажу.pdf')}`,
    );
  });
});
