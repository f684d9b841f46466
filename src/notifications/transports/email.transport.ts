import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { EMAIL_CONCURRENCY } from '../queues.js';
import type { RenderedEmail } from '../templates.js';

/**
 * nodemailer over SMTP (`SMTP_URL`); absent when no SMTP server is configured.
 *
 * Pooled: a new connection per mail (TCP, greeting, EHLO, often TLS, then QUIT) made each send of
 * the fault suite's baseline take ~140 ms on loopback and kept the e-mail worker's five slots busy,
 * so a burst of registrations queued behind them (p95 registration → mail 0.8–1.6 s); reusing up to
 * one connection per slot brought it to 0.3–0.6 s (bench/faults/README.md). `pool=false` or
 * `maxConnections=…` in SMTP_URL still decide.
 */
@Injectable()
export class EmailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = config.smtpUrl ? nodemailer.createTransport(emailTransportOptions(config.smtpUrl)) : undefined;
  }

  get configured(): boolean {
    return this.transporter !== undefined;
  }

  async send(to: string, mail: RenderedEmail): Promise<string> {
    if (!this.transporter) throw new Error('SMTP is not configured (SMTP_URL)');
    const info = await this.transporter.sendMail({
      from: this.config.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // nodemailer's calendar event: a text/calendar alternative with its METHOD and an invite.ics
      // attachment, the shape calendar clients recognise as an invitation.
      ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } } : {}),
    });
    return String(info.messageId ?? '');
  }

  onModuleDestroy(): void {
    // Closes idle connections; one delivering a message finishes it first (nodemailer's pool).
    this.transporter?.close();
  }
}

/** The transport's options: SMTP_URL's own settings win over the pool defaults (nodemailer merges them so). */
export function emailTransportOptions(smtpUrl: string): { url: string; pool: boolean; maxConnections: number } {
  return { url: smtpUrl, pool: true, maxConnections: EMAIL_CONCURRENCY };
}
