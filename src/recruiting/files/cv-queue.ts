import type { JobsOptions } from 'bullmq';

/** BullMQ queue of CV text extractions (DOC/DOCX made a PDF first); processed in the worker role only. */
export const CV_TEXT_QUEUE = 'recruiting-cv';

export interface CvTextJobData {
  fileId: string;
}

const DAY = 24 * 3600;

/** As the extracts' conversions: one retry after a pause, then recorded as failed. Completed jobs stay a day (replays are recognised). */
export const CV_TEXT_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 5000 },
  removeOnComplete: { age: DAY },
  removeOnFail: { age: 7 * DAY },
};
