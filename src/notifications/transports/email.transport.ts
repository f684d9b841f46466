import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { RenderedEmail } from '../templates.js';

/** nodemailer over SMTP (`SMTP_URL`); absent when no SMTP server is configured. */
@Injectable()
export class EmailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  get configured(): boolean {
    return this.transporter !== undefined;
  }

  async send(to: string, mail: RenderedEmail): Promise<string> {
    if (!this.transporter) throw new Error('SMTP is not configured (SMTP_URL)');
    const info = await this.transporter.sendMail({ from: this.config.mailFrom, to, subject: mail.subject, text: mail.text, html: mail.html });
    return String(info.messageId ?? '');
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
