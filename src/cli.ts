import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import ormConfig from '../mikro-orm.config.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROMOTABLE_KINDS, promoteItem, type PromotableKind } from './catalogue/domain/promotion.repository.js';
import { seedOptionLists } from './catalogue/seed/seed-account-lists.js';
import { seedCatalogue } from './catalogue/seed/seed-catalogue.js';
import type { Role } from './identity/identity.contract.js';
import { accountProblems, createConfirmedAccount, seedDemoAccounts } from './identity/provisioning/accounts.js';
import { loadConfig } from './config.js';
import { ensureDatabase } from './shared/database/ensure-database.js';

const USAGE = `Usage: npm run cli -- <command>
  migrate                   create the database if missing and apply pending migrations
  migration:create [name]   write a migration for the difference between entities and the snapshot
  migration:check           exit 1 when entities and migrations disagree
  seed [--demo]             load the catalogue from data/ (lists, competencies, universities, KATOTTG
                            cities; ru/en/uk); --demo adds the demo accounts (idempotent)
  catalogue:import-streets FILE
                            add the streets of a CSV (KATOTTG city code; street name) to the
                            directory; streets already known are left alone (idempotent)
  catalogue:promote --kind list|position|competency --id N [--list NAME]
                            make a user-added item global (platform admins' curation)
  user:create --email <e-mail> --role user|verifier|admin [--password <password>]
                            create an account with a confirmed e-mail; without --password the
                            password is asked for on the terminal
  storage:migrate           copy the stored files of STORAGE_DIR into the bucket of STORAGE_URL
                            (idempotent and resumable: files already there with the same size
                            are skipped; the folder is left as it was)
  verification:check [--repair]
                            compare every company with its verification case (status, submission);
                            --repair mends those that disagree: a deletion wins, otherwise both go
                            back to "under consideration" for a verifier's new look. Exit 1 when
                            some disagree (and were not repaired)
  demo:companies --count N [--seed S] [--batch B]
                            add N synthetic companies with their owners (statuses 1-5, valid EDRPOU
                            codes, extract records), set-based in batches of B (100000); refused
                            when NODE_ENV=production. Running it again adds N more`;

/** Runs `work` with an ORM that is closed afterwards, whatever happens. */
async function withOrm<T>(work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(ormConfig);
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

/** Reads a line from the terminal without echoing it (the password prompt of user:create). */
async function promptHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WriteStream };
  let prompted = false;
  output._writeToOutput = (text: string) => {
    // Echo the question once, then nothing of what is typed.
    if (!prompted) {
      output.output.write(text);
      prompted = true;
    }
  };
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function createUser(options: Record<string, string | boolean | undefined>): Promise<number> {
  const email = typeof options.email === 'string' ? options.email : '';
  const role = typeof options.role === 'string' ? options.role : 'user';
  let password = typeof options.password === 'string' ? options.password : undefined;
  if (password === undefined) {
    if (!process.stdin.isTTY) {
      console.error('Give --password, or run on a terminal to be asked for it.');
      return 2;
    }
    password = await promptHidden('Password (8-50 characters): ');
    const repeat = await promptHidden('Repeat the password: ');
    if (password !== repeat) {
      console.error('The passwords do not match.');
      return 2;
    }
  }
  const problems = accountProblems({ email, password, role });
  if (problems.length) {
    console.error(problems.join('\n'));
    return 2;
  }
  return withOrm(async (orm) => {
    const id = await createConfirmedAccount(orm.em.fork(), { email, password, role: role as Role });
    if (!id) {
      console.error(`An account with the e-mail ${email.trim().toLowerCase()} already exists.`);
      return 1;
    }
    console.log(`Created ${role} ${email.trim().toLowerCase()} (id ${id}), e-mail confirmed.`);
    return 0;
  });
}

async function seed(demo: boolean): Promise<number> {
  return withOrm(async (orm) => {
    const started = performance.now();
    const items = await seedOptionLists(orm.em.fork());
    const report = await seedCatalogue(orm.em.fork(), { dataDir: resolve('data') });
    console.log(`Option lists: ${items + report.listItems} items in ru/en/uk.`);
    console.log(
      `Catalogue: ${items} built-in account option items, ${report.lists} lists (${report.listItems} items), ${report.categories} categories, ` +
        `${report.positions} positions (${report.competencyItems} items), ${report.universities} universities, ${report.cities} settlements; ` +
        `${report.written} rows written in ${Math.round(performance.now() - started)} ms.`,
    );
    if (demo) {
      for (const { email, created } of await seedDemoAccounts(orm.em.fork())) {
        console.log(`Demo account ${email}: ${created ? 'created' : 'already there, left unchanged'}.`);
      }
    }
    return 0;
  });
}

/** STORAGE_DIR's files into the bucket the product is configured for (STORAGE_URL). */
async function migrateFiles(): Promise<number> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error('Set STORAGE_URL=s3://bucket (with S3_ENDPOINT, S3_REGION and the keys) to the bucket the files go to.');
    return 2;
  }
  const [{ createObjectStorage, STORED_FOLDERS }, { LocalDiskStorage }, { migrateStorage }] = await Promise.all([
    import('./shared/storage/storage.module.js'),
    import('./shared/storage/local-disk-storage.js'),
    import('./shared/storage/migrate-storage.js'),
  ]);
  const target = await createObjectStorage(config);
  try {
    const report = await migrateStorage(new LocalDiskStorage(config.storageDir), target, STORED_FOLDERS, (line) => console.log(line));
    return report.failed ? 1 : 0;
  } finally {
    target.close?.();
  }
}

// What one command alone needs (the demo generator, the streets import, the storage copy) is
// imported by that command: a CLI run loads only its own part of the product (user:create,
// which tests and set-ups run most, about 0.4 s of CPU less).
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      demo: { type: 'boolean' },
      kind: { type: 'string' },
      id: { type: 'string' },
      list: { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      repair: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'seed':
      return seed(values.demo === true);
    case 'catalogue:import-streets': {
      if (!rest[0]) {
        console.error('Give the CSV file: npm run cli -- catalogue:import-streets FILE');
        return 2;
      }
      const csv = readFileSync(rest[0], 'utf8');
      const { importStreets } = await import('./catalogue/commands/streets.js');
      return withOrm(async (orm) => {
        const result = await importStreets(orm.em.fork(), csv);
        console.log(
          `Streets: ${result.read} read, ${result.added} added, ${result.read - result.added - result.unknownCities} already known, ` +
            `${result.unknownCities} with an unknown city code, ${result.skipped} lines skipped.`,
        );
        return 0;
      });
    }
    case 'catalogue:promote': {
      const kind = String(values.kind ?? '');
      const id = Number(values.id);
      if (!(PROMOTABLE_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id)) {
        console.error('Give --kind list|position|competency and --id N (and --list NAME for kind list).');
        return 2;
      }
      return withOrm(async (orm) => {
        const list = typeof values.list === 'string' ? values.list : undefined;
        const done = await promoteItem(orm.em.fork(), kind as PromotableKind, id, list);
        console.log(done ? `The ${kind} item ${id} is global now.` : `No ${kind} item ${id}${list ? ` in ${list}` : ''}.`);
        return done ? 0 : 1;
      });
    }
    case 'user:create':
      return createUser(values);
    case 'verification:check':
      return (await import('./cli.verification.js')).checkVerificationCases(values);
    case 'demo:companies':
      return (await import('./cli.demo.js')).demoCompanies(values);
    case 'storage:migrate':
      return migrateFiles();
    case 'migrate':
      await ensureDatabase(loadConfig().databaseUrl);
      return withOrm(async (orm) => {
        const applied = await orm.migrator.up();
        console.log(
          applied.length ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.',
        );
        return 0;
      });
    case 'migration:create':
      return withOrm(async (orm) => {
        const result = await orm.migrator.create(undefined, false, false, rest[0]);
        console.log(
          result.fileName
            ? `Wrote migrations/${result.fileName}. Add it to migrations/index.ts.`
            : 'No changes: entities and migrations agree.',
        );
        return 0;
      });
    case 'migration:check':
      return withOrm(async (orm) => {
        const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
        if (diff.trim()) {
          console.error(`Entities and migrations disagree:\n${diff}`);
          return 1;
        }
        console.log('Entities and migrations agree.');
        return 0;
      });
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
