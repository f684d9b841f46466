import { registerQueues } from '../../shared/redis/observed-connections.js';
import { Module, type DynamicModule } from '@nestjs/common';
import { VacancyPdfController } from '../http/vacancy-pdf.controller.js';
import { VacancyPdfJobs } from './vacancy-pdf.jobs.js';
import { VacancyPdfProcessor } from './vacancy-pdf.processor.js';
import { VACANCY_PDF_QUEUE } from './vacancy-pdf.queue.js';

/**
 * The vacancy PDF of the profiling context: the download route and its queue. `register({
 * processors })`: the worker role also renders (docs/architecture.md, "Rules across contexts": PDF rendering runs as jobs in the
 * worker); the API only queues and waits.
 */
@Module({
  imports: [registerQueues({ name: VACANCY_PDF_QUEUE })],
  controllers: [VacancyPdfController],
  providers: [VacancyPdfJobs],
})
export class VacancyPdfModule {
  static register(options: { processors: boolean }): DynamicModule {
    return { module: VacancyPdfModule, providers: options.processors ? [VacancyPdfProcessor] : [] };
  }
}
