import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TemplateVars } from './templates.js';

const VERSION = 'v1';

/**
 * AES-256-GCM for the secret variables of a queued message (a link with a token, a one-time code).
 * The key lives outside PostgreSQL and Redis (SECRETS_KEY), so the job in Redis, the queue
 * dashboard and a backup show only ciphertext. The job id, template and recipient are bound in as
 * associated data: a sealed link cannot be moved to another job or redirected to another address.
 */
export class SealedVars {
  constructor(private readonly key: Buffer) {}

  seal(vars: TemplateVars, binding: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(binding, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(vars), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** Throws when the text was not sealed by this key for this binding. */
  open(sealed: string, binding: string): TemplateVars {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) throw new Error('Sealed variables have an unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as TemplateVars;
  }

  static binding(jobId: string, template: string, to: string): string {
    return `${jobId}|${template}|${to}`;
  }
}
