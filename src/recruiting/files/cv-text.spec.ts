import PDFDocument from 'pdfkit';
import { CV_TEXT_MAX_CHARS, normalizeCvText, pdfText } from './cv-text.js';

/** A small PDF with these lines, made by pdfkit (the product's own PDF writer) with a font that has Cyrillic. */
async function pdfOf(lines: string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  for (const line of lines) doc.text(line);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('CV text', () => {
  it('keeps lines, drops control and invisible characters, folds "ё" and stops at the limit', () => {
    expect(normalizeCvText(' Пётр\u0000  Ковальов\t\u200b\n\n  Java  ')).toBe('Петр Ковальов\nJava');
    expect(normalizeCvText('x'.repeat(CV_TEXT_MAX_CHARS + 10))).toHaveLength(CV_TEXT_MAX_CHARS);
  });

  it('reads the words of a PDF', async () => {
    const text = await pdfText(await pdfOf(['Олена Коваль', 'Senior Java developer, Kubernetes']));
    expect(text).toContain('Олена Коваль');
    expect(text).toContain('Kubernetes');
  });
});
