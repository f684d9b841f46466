import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { Delivery } from './delivery.js';
import { DevMessagesController } from './dev-messages.controller.js';
import { EmailProcessor } from './email.processor.js';
import { MessageSweep } from './message-sweep.js';
import { NotificationQueue } from './notification-queue.js';
import { ProviderWatch } from './provider-watch.js';
import { QueueDashboard } from './queue-dashboard.js';
import { DashboardAccess, QueueDashboardAuth } from './queue-dashboard.auth.js';
import { EMAIL_QUEUE, SMS_QUEUE } from './queues.js';
import { SmsProcessor } from './sms.processor.js';
import { CaptureStore } from './transports/capture.store.js';
import { EmailTransport } from './transports/email.transport.js';
import { SmsTransport } from './transports/sms.transport.js';

export interface NotificationsOptions {
  /** Run the e-mail and SMS processors and the stored messages' sweep in this process (worker role). */
  processors: boolean;
  /** Serve the HTTP side: dev messages (not in production) and the queue dashboard (api role). */
  http: boolean;
  production: boolean;
  /** Who may open the queue dashboard by session; the composition root binds it (notifications knows no users). */
  dashboardAccess: Type<DashboardAccess>;
}

@Module({})
export class NotificationsModule {
  static register(options: NotificationsOptions): DynamicModule {
    const queues = BullModule.registerQueue({ name: EMAIL_QUEUE }, { name: SMS_QUEUE });
    const imports: DynamicModule['imports'] = [queues];
    return {
      module: NotificationsModule,
      global: true,
      imports,
      controllers: options.http && !options.production ? [DevMessagesController] : [],
      providers: [
        NotificationQueue,
        CaptureStore,
        { provide: DashboardAccess, useClass: options.dashboardAccess },
        QueueDashboardAuth,
        QueueDashboard,
        ...(options.processors ? [EmailTransport, SmsTransport, ProviderWatch, Delivery, EmailProcessor, SmsProcessor, MessageSweep] : []),
      ],
      exports: [NotificationQueue, CaptureStore, QueueDashboardAuth, QueueDashboard, queues],
    };
  }
}
