import 'reflect-metadata';
import { Logger, type INestApplicationContext } from '@nestjs/common';
import { createHttpApp, createWorkerContext } from './bootstrap.js';
import { loadConfig } from './config.js';

/**
 * On SIGTERM/SIGINT: stop taking work, let active jobs finish (BullMQ workers close gracefully),
 * close HTTP, database and Redis connections, then exit 0. A second signal exits at once.
 */
function closeOnSignal(app: INestApplicationContext): void {
  const logger = new Logger('Shutdown');
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      logger.log(`${signal} received: finishing active jobs and closing connections`);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(error);
          process.exit(1);
        },
      );
    });
  }
}

/**
 * Entry point of the API (PROCESS_ROLE=api), the worker (PROCESS_ROLE=worker), or both in one
 * process (the default, for a single machine).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.role === 'worker') {
    closeOnSignal(await createWorkerContext(config));
    return;
  }
  const app = await createHttpApp(config);
  closeOnSignal(app);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
