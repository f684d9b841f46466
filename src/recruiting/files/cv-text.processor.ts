import { MikroORM } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { readFile } from 'node:fs/promises';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { ConverterMissingError, convertToPdf, SandboxMissingError, SourceMissingError } from '../../shared/files/pdf-converter.js';
import { CandidateFile } from '../domain/candidate-file.entity.js';
import { saveCvText } from '../domain/candidate-records.repository.js';
import { CV_TEXT_QUEUE, type CvTextJobData } from './cv-queue.js';
import { CONVERTED_FORMATS, CvStorage } from './cv-storage.js';
import { pdfText } from './cv-text.js';

export type CvTextOutcome = 'extracted' | 'file-removed' | 'converter-missing' | 'unreadable';

/**
 * Reads a CV's text for the search: a PDF directly with pdf.js; a DOC/DOCX is made a PDF first by
 * LibreOffice in its sandbox (the conversion the extracts use), that PDF is kept beside the file for
 * the viewer, and its text is read. One at a time: LibreOffice takes a core while it runs.
 */
@Processor(CV_TEXT_QUEUE, { concurrency: 1 })
export class CvTextProcessor extends WorkerHost {
  private readonly logger = new Logger('CvTextProcessor');

  constructor(
    private readonly orm: MikroORM,
    private readonly storage: CvStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<CvTextJobData>): Promise<CvTextOutcome> {
    const em = this.orm.em.fork();
    const file = await em.findOne(CandidateFile, { id: job.data.fileId });
    if (!file || !(await this.storage.has(file.storageKey))) return 'file-removed';
    try {
      const text = CONVERTED_FORMATS.includes(file.format) ? await this.convertedText(file) : await this.directText(file);
      if (text === null) return 'file-removed';
      await saveCvText(em, file.id, text, 'ready');
      return 'extracted';
    } catch (error) {
      if (error instanceof SourceMissingError) return 'file-removed';
      if (error instanceof ConverterMissingError || error instanceof SandboxMissingError) {
        // No retry helps; the viewer offers the download and the CV is not searchable by its text.
        this.logger.warn(error.message);
        await this.storage.recordFailure(file.storageKey, 'CONVERTER_MISSING');
        await saveCvText(em, file.id, null, 'failed');
        return 'converter-missing';
      }
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!last) throw error;
      this.logger.warn({ fileId: file.id, error: error instanceof Error ? error.message : String(error) }, 'CV text could not be read');
      if (CONVERTED_FORMATS.includes(file.format)) await this.storage.recordFailure(file.storageKey, 'CONVERSION_FAILED');
      await saveCvText(em, file.id, null, 'failed');
      return 'unreadable';
    }
  }

  private async directText(file: CandidateFile): Promise<string | null> {
    const bytes = await this.storage.read(file.storageKey);
    return bytes ? pdfText(new Uint8Array(bytes)) : null;
  }

  private async convertedText(file: CandidateFile): Promise<string | null> {
    const options = { binary: this.config.sofficePath, timeoutMs: this.config.convertTimeoutMs, sandbox: this.config.convertSandbox };
    return convertToPdf(
      (input) => this.storage.copyTo(file.storageKey, input),
      file.format,
      options,
      async (pdfPath) => {
        const pdf = await readFile(pdfPath);
        if (!(await this.storage.storeRendition(file.storageKey, pdf))) return null;
        return pdfText(new Uint8Array(pdf));
      },
    );
  }
}
