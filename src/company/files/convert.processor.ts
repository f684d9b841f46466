import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { CONVERT_QUEUE, type ConvertJobData } from './convert-queue.js';
import { ExtractStorage } from './extract-storage.js';
import { ConverterMissingError, convertToPdf, SandboxMissingError, SourceMissingError } from '../../shared/files/pdf-converter.js';

export type ConvertOutcome = 'converted' | 'already-converted' | 'file-removed' | 'converter-missing';

/**
 * Makes the viewer's PDF of a DOC/DOCX extract and stores it beside the file. One at a time:
 * LibreOffice takes a core and a few hundred MB while it runs.
 */
@Processor(CONVERT_QUEUE, { concurrency: 1 })
export class ConvertProcessor extends WorkerHost {
  private readonly logger = new Logger('ConvertProcessor');

  constructor(
    private readonly storage: ExtractStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<ConvertJobData>): Promise<ConvertOutcome> {
    const { storageKey, format } = job.data;
    if (!(await this.storage.has(storageKey))) return 'file-removed';
    if (await this.storage.hasRendition(storageKey)) return 'already-converted';
    try {
      const options = { binary: this.config.sofficePath, timeoutMs: this.config.convertTimeoutMs, sandbox: this.config.convertSandbox };
      // The original comes from the storage (any machine's bucket) into the conversion's own
      // temporary folder, which convertToPdf removes with the PDF once it is stored.
      const stored = await convertToPdf(
        (input) => this.storage.copyTo(storageKey, input),
        format,
        options,
        (pdf) => this.storage.storeRendition(storageKey, pdf),
      );
      return stored ? 'converted' : 'file-removed';
    } catch (error) {
      if (error instanceof SourceMissingError) return 'file-removed';
      if (error instanceof ConverterMissingError || error instanceof SandboxMissingError) {
        // Retrying cannot help; the viewer offers the download instead. Never converted unsandboxed
        // unless CONVERT_SANDBOX=off says so: a document could make the worker fetch internal URLs.
        this.logger.warn(error.message);
        await this.storage.recordFailure(storageKey, 'CONVERTER_MISSING');
        return 'converter-missing';
      }
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last) await this.storage.recordFailure(storageKey, 'CONVERSION_FAILED');
      throw error;
    }
  }
}
