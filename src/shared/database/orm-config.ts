import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { OutboxSubscriber } from '../outbox/outbox.subscriber.js';
import type pg from 'pg';
import { connectionName, connectionStates, postgresDependency } from '../logging/connection-state.js';
import { isDatabaseDown } from './database-unavailable.js';
import type { EntityDefinition } from './entity-list.js';

/**
 * Logs the pool's connection state through connection-state.ts: "lost" when a connection cannot
 * be opened or a pooled one breaks, "back" when a new one opens after that. pg says nothing of a
 * refused connection but the rejected promise, so `connect` is wrapped to see it.
 */
export function observePool(pool: pg.Pool, databaseUrl: string): void {
  const dependency = postgresDependency(databaseUrl);
  const connection = connectionName('pool');
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((...args: unknown[]) => {
    // The callback form (nobody here uses it) goes through untouched.
    if (args.length > 0) return connect(...args);
    return connect()!.catch((error: unknown) => {
      if (isDatabaseDown(error)) connectionStates.lost(dependency, connection, error);
      throw error;
    });
  }) as typeof pool.connect;
  pool.on('connect', (client) => {
    connectionStates.back(dependency, connection);
    client.on('error', (error) => connectionStates.lost(dependency, connection, error));
  });
  pool.on('error', (error) => connectionStates.lost(dependency, connection, error));
}

export interface OrmConfigInput {
  databaseUrl: string;
  entities: EntityDefinition[];
  migrations: NonNullable<NonNullable<Options['migrations']>['migrationsList']>;
  debug?: boolean;
}

/** One ORM configuration for the API, the worker, the CLI and the tests. */
export function createOrmConfig(input: OrmConfigInput): Options {
  return defineConfig({
    clientUrl: input.databaseUrl,
    entities: input.entities as NonNullable<Options['entities']>,
    extensions: [Migrator],
    subscribers: [new OutboxSubscriber()],
    debug: input.debug ?? false,
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    // A server that swallows packets (no refusal) fails a connection after 5 s instead of never,
    // so requests answer 503 (database-unavailable.ts) rather than hang.
    driverOptions: { connectionTimeoutMillis: 5000, onPoolCreated: (pool: pg.Pool) => observePool(pool, input.databaseUrl) },
    migrations: {
      path: 'migrations',
      tableName: 'mikro_orm_migrations',
      // Migrations are compiled with the code and listed explicitly (migrations/index.ts), so the
      // same list runs from dist/, from ts sources under jest, and in a bundled image.
      migrationsList: input.migrations,
      snapshot: true,
      snapshotName: '.snapshot',
      snapshotOnMigrate: false,
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
    },
  });
}
