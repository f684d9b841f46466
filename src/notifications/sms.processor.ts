import { Processor, WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import { Delivery } from './delivery.js';
import { notificationBackoff, SMS_QUEUE, type NotificationJobData } from './queues.js';
import { renderSms, type SmsTemplateName, type TemplateVars } from './templates.js';
import { CaptureStore } from './transports/capture.store.js';
import { SmsTransport } from './transports/sms.transport.js';

@Processor(SMS_QUEUE, { concurrency: 5, settings: { backoffStrategy: notificationBackoff } })
export class SmsProcessor extends WorkerHost {
  constructor(
    private readonly transport: SmsTransport,
    private readonly capture: CaptureStore,
    private readonly delivery: Delivery,
  ) {
    super();
  }

  async process(job: Job<NotificationJobData>): Promise<{ providerId: string }> {
    // A template that cannot render is no provider failure and will not render on a retry either.
    const render = (vars: TemplateVars) => {
      try {
        return renderSms(job.data.template as SmsTemplateName, job.data.lang, vars);
      } catch (error) {
        throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
      }
    };
    const record = (vars: TemplateVars) => this.capture.record({ channel: 'sms', to: job.data.to, text: render(vars) });
    return this.delivery.run('sms', job, {
      send: async (vars) => {
        if (this.transport.configured)
          return { providerId: await this.transport.send(job.data.to, render(vars)), captured: !this.capture.enabled };
        if (!this.capture.enabled) throw new Error('No SMS transport: set TWILIO_ACCOUNT_SID');
        await record(vars);
        return { providerId: `captured-${job.id}`, captured: true };
      },
      capture: record,
    });
  }
}
