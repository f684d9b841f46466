import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { QueueEvents, type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { withinDeadline } from '../../shared/redis/unavailable.js';
import { observeQueueConnections } from '../../shared/redis/observed-connections.js';
import type { VacancyPdfModel } from './vacancy-pdf.model.js';
import {
  VACANCY_PDF_JOB_OPTIONS,
  VACANCY_PDF_QUEUE,
  VACANCY_PDF_TIMEOUT_MS,
  type VacancyPdfJobData,
  type VacancyPdfJobResult,
} from './vacancy-pdf.queue.js';

/** The worker did not answer in time (down, or busy): the caller may try again later. */
export class VacancyPdfTimeoutError extends Error {
  constructor() {
    super('vacancy PDF rendering timed out');
    this.name = 'VacancyPdfTimeoutError';
  }
}

/** The worker failed to render: the same model would fail again. */
export class VacancyPdfFailedError extends Error {
  constructor(cause: unknown) {
    super('vacancy PDF rendering failed', { cause });
    this.name = 'VacancyPdfFailedError';
  }
}

/**
 * The API side of the vacancy PDF queue: queues a rendering and waits for its result. One
 * QueueEvents connection per API process (a blocking stream reader), opened on first use.
 */
@Injectable()
export class VacancyPdfJobs implements OnModuleDestroy {
  private readonly logger = new Logger('VacancyPdfJobs');
  private events: QueueEvents | undefined;

  constructor(@InjectQueue(VACANCY_PDF_QUEUE) private readonly queue: Queue<VacancyPdfJobData, VacancyPdfJobResult>) {}

  async render(model: VacancyPdfModel, timeoutMs = VACANCY_PDF_TIMEOUT_MS): Promise<Buffer> {
    const events = await this.queueEvents();
    // Redis down must not hang the download: adding is bounded like every queue call.
    const job = await withinDeadline(this.queue.add('render', { model }, { ...VACANCY_PDF_JOB_OPTIONS, jobId: randomUUID() }), 5000);
    let result: VacancyPdfJobResult;
    try {
      result = await job.waitUntilFinished(events, timeoutMs);
    } catch (error) {
      if (error instanceof Error && error.message.includes('timed out before finishing')) {
        // Nobody will read a late result: drop the job if no worker took it yet.
        await job.remove().catch(() => undefined);
        throw new VacancyPdfTimeoutError();
      }
      this.logger.error(`vacancy PDF job ${job.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new VacancyPdfFailedError(error);
    }
    const pdf = Buffer.from(result.pdf, 'base64');
    // Never hand out half a document: a PDF starts with its header and ends with %%EOF.
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-' || !pdf.subarray(-1024).toString('latin1').includes('%%EOF')) {
      throw new VacancyPdfFailedError(new Error('incomplete PDF'));
    }
    return pdf;
  }

  /** The process's QueueEvents reader (protected: a spec hands in its own). */
  protected async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(VACANCY_PDF_QUEUE, { connection: this.queue.opts.connection, prefix: this.queue.opts.prefix });
      observeQueueConnections(this.events, `queue events ${VACANCY_PDF_QUEUE}`);
    }
    await withinDeadline(this.events.waitUntilReady(), 5000);
    return this.events;
  }

  async onModuleDestroy(): Promise<void> {
    await this.events?.close();
  }
}
