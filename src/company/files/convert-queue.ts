import type { JobsOptions } from 'bullmq';

/** BullMQ queue of DOC/DOCX → PDF conversions; processed in the worker role only. */
export const CONVERT_QUEUE = 'convert';

export interface ConvertJobData {
  fileId: string;
  storageKey: string;
  format: string;
}

const DAY = 24 * 3600;

/**
 * One retry after a short pause (a crash of LibreOffice on a loaded machine); a file it cannot read
 * fails twice and is then recorded as CONVERSION_FAILED. Completed jobs stay a day so a replayed
 * CompanyFileAdded (same job id) is recognised and not converted again.
 */
export const CONVERT_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 5000 },
  removeOnComplete: { age: DAY },
  removeOnFail: { age: 7 * DAY },
};
