import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'x1';

/**
 * AES-256-GCM for what an external sign-in keeps in the browser between leaving for the provider
 * and coming back (its state, nonce and PKCE verifier, in an HttpOnly cookie): nothing is stored on
 * the server, and the browser can neither read nor change it. The key comes from SECRETS_KEY, under
 * a label of its own, so it seals nothing that the message queue's key would open.
 */
export class FlowSeal {
  private readonly key: Buffer;

  constructor(secretsKey: Buffer) {
    this.key = createHash('sha256').update('kadry-external-sign-in|').update(secretsKey).digest();
  }

  seal(value: object, binding: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(binding, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The sealed value, or null when the text was not sealed by this key for this binding. */
  open(sealed: string, binding: string): unknown {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
      decipher.setAAD(Buffer.from(binding, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')) as unknown;
    } catch {
      return null;
    }
  }
}
