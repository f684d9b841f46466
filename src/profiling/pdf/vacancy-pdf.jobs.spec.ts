import type { Queue, QueueEvents } from 'bullmq';
import { VacancyPdfFailedError, VacancyPdfJobs, VacancyPdfTimeoutError } from './vacancy-pdf.jobs.js';
import type { VacancyPdfModel } from './vacancy-pdf.model.js';
import type { VacancyPdfJobData, VacancyPdfJobResult } from './vacancy-pdf.queue.js';

const model: VacancyPdfModel = {
  title: 'T',
  heading: [],
  approval: null,
  sections: [],
  pageLabel: '{page}',
  meta: { title: 'T', author: 'A', subject: 'S', language: 'en' },
};
const PDF = Buffer.from('%PDF-1.3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

/** A queue whose one job finishes the way `outcome` says; records what the service did with it. */
function jobsWith(outcome: () => Promise<VacancyPdfJobResult>) {
  const seen = { added: [] as VacancyPdfJobData[], removed: 0, ttl: 0 };
  const job = {
    id: 'j1',
    waitUntilFinished: (_events: QueueEvents, ttl: number) => {
      seen.ttl = ttl;
      return outcome();
    },
    remove: async () => {
      seen.removed++;
    },
  };
  const queue = {
    add: async (_name: string, data: VacancyPdfJobData) => {
      seen.added.push(data);
      return job;
    },
  } as unknown as Queue<VacancyPdfJobData, VacancyPdfJobResult>;
  class Jobs extends VacancyPdfJobs {
    protected override async queueEvents(): Promise<QueueEvents> {
      return {} as QueueEvents;
    }
  }
  return { jobs: new Jobs(queue), seen };
}

describe('VacancyPdfJobs', () => {
  it('queues the model and answers the bytes of the finished job', async () => {
    const { jobs, seen } = jobsWith(async () => ({ pdf: PDF.toString('base64'), pages: 1 }));
    expect((await jobs.render(model, 1234)).equals(PDF)).toBe(true);
    expect(seen.added).toEqual([{ model }]);
    expect(seen.ttl).toBe(1234);
  });

  it('gives up after the timeout and drops the job nobody waits for', async () => {
    const { jobs, seen } = jobsWith(async () => {
      throw new Error('Job wait render timed out before finishing, no finish notification arrived after 10ms (id=j1)');
    });
    await expect(jobs.render(model, 10)).rejects.toBeInstanceOf(VacancyPdfTimeoutError);
    expect(seen.removed).toBe(1);
  });

  it('reports a failed rendering and never hands out a truncated document', async () => {
    await expect(jobsWith(async () => Promise.reject(new Error('font missing'))).jobs.render(model)).rejects.toBeInstanceOf(
      VacancyPdfFailedError,
    );
    const half = PDF.subarray(0, PDF.length - 8).toString('base64');
    await expect(jobsWith(async () => ({ pdf: half, pages: 1 })).jobs.render(model)).rejects.toBeInstanceOf(VacancyPdfFailedError);
    await expect(jobsWith(async () => ({ pdf: '', pages: 0 })).jobs.render(model)).rejects.toBeInstanceOf(VacancyPdfFailedError);
  });
});
