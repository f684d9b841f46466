import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PdfRow, PdfSection, VacancyPdfModel } from './vacancy-pdf.model.js';

/**
 * Renders a vacancy's document model to an A4 PDF with pdfkit. Pure: the model in, the bytes out.
 * DejaVu Sans covers Cyrillic (the standard PDF fonts do not); the font files come from the npm
 * package through module resolution, never from a system path, so every machine renders the same.
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process: the worker renders many documents with the same two files. */
function dejaVu(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 50;
const FOOTER = 28;
const LABEL_WIDTH = 165;
const GAP = 12;
const BULLET = 10;
const COLOR = { text: '#1a1a1a', muted: '#5f6368', rule: '#c8ccd0' };
const SIZE = { title: 18, section: 12.5, body: 9.5, footer: 8 };

export async function renderVacancyPdf(model: VacancyPdfModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: model.meta.title, Author: model.meta.author, Subject: model.meta.subject, Creator: 'Kadry' },
    lang: model.meta.language,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = dejaVu();
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  new Layout(doc).document(model);
  footers(doc, model.pageLabel);
  doc.end();
  return done;
}

class Layout {
  private readonly left = MARGIN;
  private readonly width: number;
  private readonly bottom: number;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.width = doc.page.width - 2 * MARGIN;
    this.bottom = doc.page.height - doc.page.margins.bottom;
  }

  document(model: VacancyPdfModel): void {
    const { doc } = this;
    doc.font('bold').fontSize(SIZE.title).fillColor(COLOR.text).text(model.title, this.left, MARGIN, { width: this.width });
    doc.moveDown(0.6);
    for (const row of model.heading) this.row(row);
    if (model.approval) this.section(model.approval);
    for (const section of model.sections) this.section(section);
  }

  private section(section: PdfSection): void {
    const { doc } = this;
    doc.font('bold').fontSize(SIZE.section);
    const titleHeight = doc.heightOfString(section.title, { width: this.width });
    // A title never ends a page: keep it with at least its first row.
    const firstRow = section.rows[0] ? this.firstRowHeight(section.rows[0]) : 0;
    this.ensure(GAP + titleHeight + 6 + Math.min(firstRow, 60));
    doc.y += GAP;
    doc.font('bold').fontSize(SIZE.section).fillColor(COLOR.text).text(section.title, this.left, doc.y, { width: this.width });
    const ruleY = doc.y + 2;
    doc
      .moveTo(this.left, ruleY)
      .lineTo(this.left + this.width, ruleY)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = ruleY + 5;
    for (const row of section.rows) this.row(row);
  }

  /** A label on the left, the value (or one line per item) on the right; lists break between items. */
  private row(row: PdfRow): void {
    const { doc } = this;
    const items = Array.isArray(row.value) ? row.value : [row.value];
    const bullet = Array.isArray(row.value) && !row.plain;
    const valueLeft = this.left + LABEL_WIDTH + GAP;
    // Bulleted items hang: wrapped lines start under the text, not under the bullet.
    const textLeft = bullet ? valueLeft + BULLET : valueLeft;
    const textWidth = this.width - (textLeft - this.left);
    doc.font('body').fontSize(SIZE.body);
    const labelHeight = doc.heightOfString(row.label, { width: LABEL_WIDTH });
    const firstHeight = items[0] ? doc.heightOfString(items[0], { width: textWidth }) : 0;
    // A first item longer than a page flows over pages anyway: it needs only a few lines here.
    const firstNeed = firstHeight <= this.bottom - MARGIN ? firstHeight : 3 * doc.currentLineHeight(true);
    this.ensure(Math.max(labelHeight, firstNeed));
    const top = doc.y;
    const page = doc.page;
    doc.fillColor(COLOR.muted).text(row.label, this.left, top, { width: LABEL_WIDTH });
    const labelEnd = doc.y;
    doc.y = top;
    for (const item of items) {
      const height = doc.heightOfString(item, { width: textWidth });
      // An item that fits on a page starts on a fresh one rather than being split; a longer one
      // flows on by itself (pdfkit continues a text on the next page).
      if (height <= this.bottom - MARGIN) this.ensure(height);
      const y = doc.y;
      if (bullet) doc.fillColor(COLOR.muted).text('•', valueLeft, y, { width: BULLET, lineBreak: false });
      doc.fillColor(COLOR.text).text(item, textLeft, y, { width: textWidth });
    }
    // Back to the label's end when the value was shorter on the same page.
    if (doc.page === page && doc.y < labelEnd) doc.y = labelEnd;
    doc.y += 4;
  }

  /** The height of a row's label and first item: what must fit for the row to start on this page. */
  private firstRowHeight(row: PdfRow): number {
    const { doc } = this;
    doc.font('body').fontSize(SIZE.body);
    const first = Array.isArray(row.value) ? (row.value[0] ?? '') : row.value;
    const width = this.width - LABEL_WIDTH - GAP - (Array.isArray(row.value) && !row.plain ? BULLET : 0);
    return Math.max(doc.heightOfString(row.label, { width: LABEL_WIDTH }), doc.heightOfString(first, { width }));
  }

  /** A new page when `height` no longer fits above the footer. */
  private ensure(height: number): void {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = MARGIN;
    }
  }
}

/** "Page n of m" under every page, written once the page count is known (buffered pages). */
function footers(doc: PDFKit.PDFDocument, label: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const text = label.replace('{page}', String(index + 1)).replace('{pages}', String(range.count));
    // Writing below the bottom margin would make pdfkit open a new page: lift the margin meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(SIZE.footer)
      .fillColor(COLOR.muted)
      .text(text, MARGIN, doc.page.height - MARGIN, { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
