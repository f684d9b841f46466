import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { parseArgs } from 'node:util';
import ormConfig from '../mikro-orm.config.js';
import { loadConfig } from './config.js';
import { ensureDatabase } from './shared/database/ensure-database.js';

const USAGE = `Usage: npm run cli -- <command>
  migrate                   create the database if missing and apply pending migrations
  migration:create [name]   write a migration for the difference between entities and the snapshot
  migration:check           exit 1 when entities and migrations disagree`;

async function openOrm(): Promise<MikroORM> {
  return MikroORM.init(ormConfig);
}

async function main(argv: string[]): Promise<number> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: false });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'migrate': {
      await ensureDatabase(loadConfig().databaseUrl);
      const orm = await openOrm();
      try {
        const applied = await orm.migrator.up();
        console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
      } finally {
        await orm.close(true);
      }
      return 0;
    }
    case 'migration:create': {
      const orm = await openOrm();
      try {
        const result = await orm.migrator.create(undefined, false, false, rest[0]);
        if (!result.fileName) {
          console.log('No changes: entities and migrations agree.');
          return 0;
        }
        console.log(`Wrote migrations/${result.fileName}. Add it to migrations/index.ts.`);
      } finally {
        await orm.close(true);
      }
      return 0;
    }
    case 'migration:check': {
      const orm = await openOrm();
      try {
        const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
        if (diff.trim()) {
          console.error(`Entities and migrations disagree:\n${diff}`);
          return 1;
        }
        console.log('Entities and migrations agree.');
      } finally {
        await orm.close(true);
      }
      return 0;
    }
    default:
      console.error(USAGE);
      return command ? 2 : 0;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
