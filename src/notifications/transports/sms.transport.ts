import { Inject, Injectable } from '@nestjs/common';
import type twilio from 'twilio';
import { APP_CONFIG, type AppConfig } from '../../config.js';

type TwilioClient = ReturnType<typeof twilio>;
type TwilioSettings = NonNullable<AppConfig['twilio']>;

/**
 * Twilio's client for `settings`. Twilio's package (0.15 s of CPU to load) is loaded by the first
 * message, not by every start of the product, worker and CLI.
 */
async function createClient(settings: TwilioSettings): Promise<TwilioClient> {
  const { default: twilioClient } = await import('twilio');
  const RequestClient = twilioClient.RequestClient;
  type RequestOptions = Parameters<InstanceType<typeof RequestClient>['request']>[0];
  /**
   * Sends the request Twilio's client builds to another origin. Used for tests and for
   * Twilio-compatible gateways (`TWILIO_API_BASE_URL`); production leaves it unset.
   */
  class RebasedRequestClient extends RequestClient {
    constructor(private readonly base: string) {
      super();
    }
    override request<TData>(opts: RequestOptions) {
      const rebased = { ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, this.base.replace(/\/$/, '')) };
      return super.request<TData>(rebased as RequestOptions & { data?: TData });
    }
  }
  return twilioClient(settings.accountSid, settings.authToken, {
    httpClient: settings.apiBaseUrl ? new RebasedRequestClient(settings.apiBaseUrl) : undefined,
    autoRetry: false,
  });
}

/** Twilio Programmable Messaging (`TWILIO_*`); absent when no account is configured. */
@Injectable()
export class SmsTransport {
  private client: Promise<TwilioClient> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.twilio !== undefined;
  }

  /** E.164 for Twilio: ten significant digits get the Ukrainian +380 prefix the product uses. */
  static toE164(phone: string): string {
    const digits = phone.replace(/\D/g, '');
    if (phone.trim().startsWith('+')) return `+${digits}`;
    if (digits.length === 10) return `+38${digits}`;
    return `+${digits}`;
  }

  async send(to: string, body: string): Promise<string> {
    const settings = this.config.twilio;
    if (!settings) throw new Error('Twilio is not configured (TWILIO_ACCOUNT_SID)');
    // A failed load is not kept: the next message tries again.
    this.client ??= createClient(settings).catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    const message = await (await this.client).messages.create({ to: SmsTransport.toE164(to), from: settings.from, body });
    return message.sid;
  }
}
