/**
 * The document model of a vacancy PDF: plain JSON with texts only (no ids, no entities), built by
 * the API in the caller's language and handed to the worker's renderer through the queue.
 */

/** One label/value row; a list value is printed one item per line, bulleted unless `plain`. */
export interface PdfRow {
  label: string;
  value: string | string[];
  /** Lines that carry their own order or meaning (numbered criteria, a decision and its comment). */
  plain?: boolean;
}

export interface PdfSection {
  title: string;
  rows: PdfRow[];
}

export interface VacancyPdfModel {
  /** The position name: the document title. */
  title: string;
  /** Company, department, author, number, date, status. */
  heading: PdfRow[];
  /** The approvers with their decision and date (no section when nobody was asked). */
  approval: PdfSection | null;
  /** Every section of the profile in wizard order. */
  sections: PdfSection[];
  /** The page footer with `{page}` and `{pages}` placeholders, in the document's language. */
  pageLabel: string;
  /** Document properties (PDF metadata). */
  meta: { title: string; author: string; subject: string; language: string };
}
