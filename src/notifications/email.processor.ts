import { Processor, WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import { Delivery } from './delivery.js';
import { EMAIL_CONCURRENCY, EMAIL_QUEUE, notificationBackoff, type NotificationJobData } from './queues.js';
import { renderEmail, type EmailTemplateName, type TemplateVars } from './templates.js';
import { CaptureStore } from './transports/capture.store.js';
import { EmailTransport } from './transports/email.transport.js';

@Processor(EMAIL_QUEUE, { concurrency: EMAIL_CONCURRENCY, settings: { backoffStrategy: notificationBackoff } })
export class EmailProcessor extends WorkerHost {
  constructor(
    private readonly transport: EmailTransport,
    private readonly capture: CaptureStore,
    private readonly delivery: Delivery,
  ) {
    super();
  }

  async process(job: Job<NotificationJobData>): Promise<{ providerId: string }> {
    // A template that cannot render is no provider failure and will not render on a retry either.
    const render = (vars: TemplateVars) => {
      try {
        return renderEmail(job.data.template as EmailTemplateName, job.data.lang, vars);
      } catch (error) {
        throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
      }
    };
    const record = async (vars: TemplateVars) => {
      const mail = render(vars);
      await this.capture.record({ channel: 'email', to: job.data.to, subject: mail.subject, text: mail.text, html: mail.html });
    };
    return this.delivery.run('email', job, {
      send: async (vars) => {
        if (this.transport.configured)
          return { providerId: await this.transport.send(job.data.to, render(vars)), captured: !this.capture.enabled };
        if (!this.capture.enabled) throw new Error('No e-mail transport: set SMTP_URL');
        // Development without SMTP: the capture is the delivery.
        await record(vars);
        return { providerId: `captured-${job.id}`, captured: true };
      },
      // Written after SMTP accepted the message, as bookkeeping: a retried job is captured once.
      capture: record,
    });
  }
}
