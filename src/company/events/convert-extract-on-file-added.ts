import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { CompanyFile } from '../domain/company.entity.js';
import { CompanyFileAdded } from '../domain/company.events.js';
import { CONVERT_JOB_OPTIONS, CONVERT_QUEUE, type ConvertJobData } from '../files/convert-queue.js';
import { CONVERTED_FORMATS } from '../files/extract-storage.js';

/**
 * A DOC/DOCX extract gets a PDF rendition for the verifier's viewer, made in the worker. Runs from
 * the outbox; the job id comes from the event id, so a replayed event queues nothing twice.
 */
@EventsHandler(CompanyFileAdded)
export class ConvertExtractOnFileAdded implements IEventHandler<CompanyFileAdded> {
  constructor(
    private readonly em: EntityManager,
    @InjectQueue(CONVERT_QUEUE) private readonly queue: Queue<ConvertJobData>,
  ) {}

  async handle(event: CompanyFileAdded): Promise<void> {
    if (!CONVERTED_FORMATS.includes(event.format)) return;
    // Removed before the relay got here: nothing to convert.
    const file = await this.em.findOne(CompanyFile, { id: event.fileId });
    if (!file) return;
    const data: ConvertJobData = { fileId: file.id, storageKey: file.storageKey, format: event.format };
    await this.queue.add('convert', data, { ...CONVERT_JOB_OPTIONS, jobId: `${event.eventId}.convert` });
  }
}
