import 'reflect-metadata';
import { Logger, type INestApplicationContext } from '@nestjs/common';
import { createHttpApp, createWorkerContext } from './bootstrap.js';
import { loadConfig } from './config.js';

/**
 * On SIGTERM/SIGINT: stop taking work, let active jobs finish (BullMQ workers close gracefully),
 * close HTTP, database and Redis connections, then exit 0. A second signal exits at once. Listening
 * from the start: the queues' workers take jobs as their module starts, before the application has
 * finished starting, and a signal then would otherwise end the process under a job being sent.
 * Answers whether a signal came.
 */
function closeOnSignal(starting: Promise<INestApplicationContext>): () => boolean {
  const logger = new Logger('Shutdown');
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      logger.log(`${signal} received: finishing active jobs and closing connections`);
      starting
        .then((app) => app.close())
        .then(
          () => {
            logger.log('Shutdown complete: jobs finished, connections closed');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error(error);
            process.exit(1);
          },
        );
    });
  }
  return () => closing;
}

/**
 * Entry point of the API (PROCESS_ROLE=api), the worker (PROCESS_ROLE=worker), or both in one
 * process (the default, for a single machine).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = new Logger('Kadry');
  if (config.role === 'worker') {
    const starting = createWorkerContext(config);
    const closing = closeOnSignal(starting);
    await starting;
    if (!closing()) logger.log('Worker running: outbox relay and e-mail/SMS queues');
    return;
  }
  const starting = createHttpApp(config);
  const closing = closeOnSignal(starting);
  const app = await starting;
  if (closing()) return;
  await app.listen({ port: config.port, host: config.host });
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.log(`Listening on http://${host}:${config.port} (${config.role === 'all' ? 'API, workers and web app' : 'API and web app'})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
