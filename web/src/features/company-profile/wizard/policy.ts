// The HR policy file: doc, docx or pdf, at most 10 MB, one name
// once. The server checks the same (and the magic bytes); checking here spares a doomed upload.
import type { PolicyFile } from '../../../shared/api/profiling';
import { COMPANY_LIMITS } from '../../../../../src/shared/contract/company';

export const POLICY_TYPES = ['doc', 'docx', 'pdf'] as const;
export const POLICY_MAX_BYTES = COMPANY_LIMITS.policyMaxBytes;

export interface PolicyRow extends PolicyFile {
  status: 'loading' | 'done';
  /** 0–100; a row being removed shows 99 until the delete answers (spec §4). */
  progress: number;
}

export type PolicyUploadReport =
  | { type: 'PROGRESS'; percent: number }
  | { type: 'UPLOADED'; files: PolicyFile[] }
  | { type: 'FAILED'; error: unknown };

/** Why a file is refused (spec §5 messages), or the server's own text. */
export type PolicyProblem =
  | { key: 'type'; format: string }
  | { key: 'size' }
  | { key: 'duplicate'; name: string }
  /** Spec 001 §8: an aborted upload says 'Процесс загрузки прерван.', any other failure 'Что-то пошло не так: {details}'. */
  | { key: 'aborted' }
  | { key: 'failed'; details: string }
  | { text: string };

/** The problem a failed upload shows: aborted, or the failure's details. */
export function uploadProblem(code: string, details: string): PolicyProblem {
  return code === 'ABORTED' ? { key: 'aborted' } : { key: 'failed', details };
}

/** The problem of a file refused before sending, or null. */
export function checkPolicyFile(file: File, rows: readonly PolicyRow[]): PolicyProblem | null {
  const format = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(POLICY_TYPES as readonly string[]).includes(format)) return { key: 'type', format };
  if (file.size > POLICY_MAX_BYTES) return { key: 'size' };
  if (rows.some((row) => row.name === file.name)) return { key: 'duplicate', name: file.name };
  return null;
}
