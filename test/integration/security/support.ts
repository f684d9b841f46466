import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import request from 'supertest';
import type { AppConfig } from '../../../src/config.js';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import type { Role } from '../../../src/identity/identity.contract.js';
import { startHttpApp, testConfig } from '../../support/test-app.js';

/** What the security suites share: an API process alone (no worker) and accounts signed in by password. */
export interface SecurityApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http(): ReturnType<typeof request>;
  /** A confirmed account of `role`, signed in: its session token. */
  signIn(role?: Role): Promise<string>;
  close(): Promise<void>;
}

export async function startSecurityApp(overrides: Record<string, string> = {}): Promise<SecurityApp> {
  const config = testConfig({ PROCESS_ROLE: 'api', ...overrides });
  const app = await startHttpApp(config);
  const http = () => request(app.getHttpServer());
  return {
    app,
    config,
    http,
    async signIn(role: Role = 'user') {
      const email = `sec-${randomBytes(5).toString('hex')}@example.com`;
      const password = 'Correct-Horse-1';
      await createConfirmedAccount(app.get(MikroORM).em.fork(), { email, password, role });
      const res = await http()
        .post('/api/v2/profile/loginUser')
        .set('X-Forwarded-For', `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`)
        .send({ identifier: email, password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.user_data.token as string;
    },
    close: async () => {
      await app.close();
      rmSync(config.storageDir, { recursive: true, force: true });
    },
  };
}
