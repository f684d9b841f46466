import { InjectQueue } from '@nestjs/bullmq';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { CandidateFileAdded } from '../domain/recruiting-records.events.js';
import { CV_TEXT_JOB_OPTIONS, CV_TEXT_QUEUE, type CvTextJobData } from '../files/cv-queue.js';

/**
 * A stored CV goes to the worker for its text (and a DOC/DOCX for its PDF). Runs from the outbox;
 * the job id comes from the event id, so a replayed event queues nothing twice. A file removed
 * before the job runs is skipped by the processor.
 */
@EventsHandler(CandidateFileAdded)
export class ExtractTextOnCandidateFileAdded implements IEventHandler<CandidateFileAdded> {
  constructor(@InjectQueue(CV_TEXT_QUEUE) private readonly queue: Queue<CvTextJobData>) {}

  async handle(event: CandidateFileAdded): Promise<void> {
    await this.queue.add('cv-text', { fileId: event.fileId }, { ...CV_TEXT_JOB_OPTIONS, jobId: `${event.eventId}.cv-text` });
  }
}
