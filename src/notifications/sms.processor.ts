import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Delivery } from './delivery.js';
import { SMS_QUEUE, type NotificationJobData } from './queues.js';
import { renderSms, type SmsTemplateName } from './templates.js';
import { CaptureStore } from './transports/capture.store.js';
import { SmsTransport } from './transports/sms.transport.js';

@Processor(SMS_QUEUE, { concurrency: 5 })
export class SmsProcessor extends WorkerHost {
  constructor(
    private readonly transport: SmsTransport,
    private readonly capture: CaptureStore,
    private readonly delivery: Delivery,
  ) {
    super();
  }

  async process(job: Job<NotificationJobData>): Promise<{ providerId: string }> {
    return this.delivery.run('sms', job, async (vars) => {
      const text = renderSms(job.data.template as SmsTemplateName, job.data.lang, vars);
      if (!this.transport.configured && !this.capture.enabled) throw new Error('No SMS transport: set TWILIO_ACCOUNT_SID');
      const providerId = this.transport.configured ? await this.transport.send(job.data.to, text) : `captured-${job.id}`;
      await this.capture.record({ channel: 'sms', to: job.data.to, text });
      return providerId;
    });
  }
}
