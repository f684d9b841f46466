import 'reflect-metadata';
import { createWorkerContext } from './bootstrap.js';
import { loadConfig } from './config.js';

/** The worker alone: the outbox relay and the e-mail/SMS processors (scale it apart from the API). */
createWorkerContext({ ...loadConfig(), role: 'worker' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
