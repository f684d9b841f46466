import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { OutboxSubscriber } from '../outbox/outbox.subscriber.js';
import type { EntityDefinition } from './entity-list.js';

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
