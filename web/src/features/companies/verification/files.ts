// The extract's file rules of spec 001 §5 (the server checks the same and the magic bytes too; the
// size limit is the contract's, src/shared/contract/company.ts).
import { COMPANY_LIMITS } from '../../../../../src/shared/contract/company';

export const EXTRACT_TYPES = ['png', 'jpg', 'jpeg', 'doc', 'docx', 'pdf'] as const;
export const EXTRACT_MAX_BYTES = COMPANY_LIMITS.extractMaxBytes;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type FileProblem = { kind: 'type'; format: string } | { kind: 'size' };

export function fileProblem(file: { name: string; size: number }): FileProblem | null {
  const format = extensionOf(file.name);
  if (!(EXTRACT_TYPES as readonly string[]).includes(format)) return { kind: 'type', format: format || file.name };
  if (file.size > EXTRACT_MAX_BYTES) return { kind: 'size' };
  return null;
}

/** Size as the spec shows it: KB under 1 MB, else MB (one decimal, the user's decimal sign). */
export function formatSize(bytes: number, locale: string): { value: string; unit: 'kb' | 'mb' } {
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return { value: format(Math.max(bytes / 1024, bytes > 0 ? 0.1 : 0)), unit: 'kb' };
  return { value: format(bytes / (1024 * 1024)), unit: 'mb' };
}
