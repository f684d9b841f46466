import 'reflect-metadata';
import { createHttpApp, createWorkerContext } from './bootstrap.js';
import { loadConfig } from './config.js';

/**
 * Entry point of the API (PROCESS_ROLE=api), the worker (PROCESS_ROLE=worker), or both in one
 * process (the default, for a single machine).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.role === 'worker') {
    await createWorkerContext(config);
    return;
  }
  const app = await createHttpApp(config);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
