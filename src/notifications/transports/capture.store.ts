import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { CapturedMessage } from '../notification.entities.js';
import { recipientKey } from '../recipient-key.js';

export interface CapturedView {
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  created_at: string;
}

/** The development transport: keeps every sent message in PostgreSQL so any replica can show it. */
@Injectable()
export class CaptureStore {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.config.captureMessages;
  }

  async record(message: { channel: 'email' | 'sms'; to: string; subject?: string; text: string; html?: string }): Promise<void> {
    if (!this.enabled) return;
    const em = this.orm.em.fork();
    em.create(CapturedMessage, {
      channel: message.channel,
      to: message.to,
      toKey: recipientKey(message.to),
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
    });
    await em.flush();
  }

  async list(to: string, limit = 50): Promise<CapturedView[]> {
    const em = this.orm.em.fork();
    const rows = await em.find(CapturedMessage, { toKey: recipientKey(to) }, { orderBy: { id: 'desc' }, limit });
    return rows.map((row) => ({
      channel: row.channel,
      to: row.to,
      subject: row.subject ?? null,
      text: row.text,
      html: row.html ?? null,
      created_at: row.createdAt.toISOString(),
    }));
  }
}
