import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import ormConfig from '../mikro-orm.config.js';
import { seedOptionLists } from './catalogue/seed-option-lists.js';
import type { Role } from './identity/identity.contract.js';
import { accountProblems, createConfirmedAccount, seedDemoAccounts } from './identity/provisioning/accounts.js';
import { loadConfig } from './config.js';
import { ensureDatabase } from './shared/database/ensure-database.js';

const USAGE = `Usage: npm run cli -- <command>
  migrate                   create the database if missing and apply pending migrations
  migration:create [name]   write a migration for the difference between entities and the snapshot
  migration:check           exit 1 when entities and migrations disagree
  seed [--demo]             load the option lists (ru/en/uk); --demo adds the demo accounts (idempotent)
  user:create --email <e-mail> --role user|verifier|admin [--password <password>]
                            create an account with a confirmed e-mail; without --password the
                            password is asked for on the terminal`;

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
    const items = await seedOptionLists(orm.em.fork());
    console.log(`Option lists: ${items} items in ru/en/uk.`);
    if (demo) {
      for (const { email, created } of await seedDemoAccounts(orm.em.fork())) {
        console.log(`Demo account ${email}: ${created ? 'created' : 'already there, left unchanged'}.`);
      }
    }
    return 0;
  });
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, demo: { type: 'boolean' } },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'seed':
      return seed(values.demo === true);
    case 'user:create':
      return createUser(values);
    case 'migrate':
      await ensureDatabase(loadConfig().databaseUrl);
      return withOrm(async (orm) => {
        const applied = await orm.migrator.up();
        console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
        return 0;
      });
    case 'migration:create':
      return withOrm(async (orm) => {
        const result = await orm.migrator.create(undefined, false, false, rest[0]);
        console.log(result.fileName ? `Wrote migrations/${result.fileName}. Add it to migrations/index.ts.` : 'No changes: entities and migrations agree.');
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
