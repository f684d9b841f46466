import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Delivery } from './delivery.js';
import { EMAIL_QUEUE, type NotificationJobData } from './queues.js';
import { renderEmail, type EmailTemplateName } from './templates.js';
import { CaptureStore } from './transports/capture.store.js';
import { EmailTransport } from './transports/email.transport.js';

@Processor(EMAIL_QUEUE, { concurrency: 5 })
export class EmailProcessor extends WorkerHost {
  constructor(
    private readonly transport: EmailTransport,
    private readonly capture: CaptureStore,
    private readonly delivery: Delivery,
  ) {
    super();
  }

  async process(job: Job<NotificationJobData>): Promise<{ providerId: string }> {
    return this.delivery.run('email', job, async (vars) => {
      const mail = renderEmail(job.data.template as EmailTemplateName, job.data.lang, vars);
      if (!this.transport.configured && !this.capture.enabled) throw new Error('No e-mail transport: set SMTP_URL');
      const providerId = this.transport.configured ? await this.transport.send(job.data.to, mail) : `captured-${job.id}`;
      // Recorded only after SMTP accepted it, so a retried job is captured once.
      await this.capture.record({ channel: 'email', to: job.data.to, subject: mail.subject, text: mail.text, html: mail.html });
      return providerId;
    });
  }
}
