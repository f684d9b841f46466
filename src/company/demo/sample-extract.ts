import { createHash } from 'node:crypto';
import { LocalDiskStorage } from '../../shared/storage/local-disk-storage.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';

/** A one-page PDF that every demo extract record points at (built here, so nothing is downloaded). */
export function samplePdf(): Buffer {
  const text = 'BT /F1 14 Tf 56 780 Td (Kadry demo: sample register extract) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The storage key of the shared sample: derived from its content, 32 hex digits like every
 * server-made key. The extract storage never deletes it (many demo records point at it).
 */
export const DEMO_SAMPLE_KEY = createHash('sha256').update(samplePdf()).digest('hex').slice(0, 32);

export interface DemoSampleFile {
  storageKey: string;
  size: number;
}

/** Stores the sample under `company-files/` (where ExtractStorage looks): in the storage, or a STORAGE_DIR folder. */
export async function writeDemoSample(storage: ObjectStorage | string): Promise<DemoSampleFile> {
  const pdf = samplePdf();
  const target = typeof storage === 'string' ? new LocalDiskStorage(storage) : storage;
  await target.put(`company-files/${DEMO_SAMPLE_KEY}`, pdf);
  return { storageKey: DEMO_SAMPLE_KEY, size: pdf.length };
}
