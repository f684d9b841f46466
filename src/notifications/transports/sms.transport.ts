import { Inject, Injectable } from '@nestjs/common';
import twilio from 'twilio';
import { APP_CONFIG, type AppConfig } from '../../config.js';

type TwilioClient = ReturnType<typeof twilio>;
const RequestClient = twilio.RequestClient;

/**
 * Sends the request Twilio's client builds to another origin. Used for tests and for
 * Twilio-compatible gateways (`TWILIO_API_BASE_URL`); production leaves it unset.
 */
class RebasedRequestClient extends RequestClient {
  constructor(private readonly base: string) {
    super();
  }
  override request<TData>(opts: Parameters<InstanceType<typeof RequestClient>['request']>[0]) {
    const rebased = { ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, this.base.replace(/\/$/, '')) };
    return super.request<TData>(rebased as Parameters<InstanceType<typeof RequestClient>['request']>[0] & { data?: TData });
  }
}

/** Twilio Programmable Messaging (`TWILIO_*`); absent when no account is configured. */
@Injectable()
export class SmsTransport {
  private readonly client: TwilioClient | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const settings = config.twilio;
    this.client = settings
      ? twilio(settings.accountSid, settings.authToken, {
          httpClient: settings.apiBaseUrl ? new RebasedRequestClient(settings.apiBaseUrl) : undefined,
          autoRetry: false,
        })
      : undefined;
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  /** E.164 for Twilio: ten significant digits get the Ukrainian +380 prefix the product uses. */
  static toE164(phone: string): string {
    const digits = phone.replace(/\D/g, '');
    if (phone.trim().startsWith('+')) return `+${digits}`;
    if (digits.length === 10) return `+38${digits}`;
    return `+${digits}`;
  }

  async send(to: string, body: string): Promise<string> {
    if (!this.client || !this.config.twilio) throw new Error('Twilio is not configured (TWILIO_ACCOUNT_SID)');
    const message = await this.client.messages.create({ to: SmsTransport.toE164(to), from: this.config.twilio.from, body });
    return message.sid;
  }
}
