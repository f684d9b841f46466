import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes, randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import ormConfig from '../mikro-orm.config.js';
import { GetOptionListsQuery } from './catalogue/catalogue.contract.js';
import { GetOptionListsHandler } from './catalogue/queries/get-option-lists.js';
import { GlobalOptions } from './catalogue/queries/global-options.js';
import { insertDemoCompanies } from './company/demo/demo-companies.js';
import { writeDemoSample } from './company/demo/sample-extract.js';
import { createObjectStorage } from './shared/storage/storage.module.js';
import { hashPassword } from './identity/domain/secrets.js';
import { DEMO_USER_PASSWORD, demoUserEmail, insertDemoUsers } from './identity/provisioning/demo-users.js';
import { loadConfig } from './config.js';
import { PreparedSql } from './shared/database/prepared-sql.js';
import { finishDemoVerification, insertDemoVerification, prepareDemoBulkFill } from './verification/demo/demo-verification.js';

const DEFAULT_BATCH = 100_000;
/** From this many companies on, the verification list indexes are built after the fill instead of kept during it. */
const BULK_FROM = 50_000;

function positiveInt(value: unknown, fallback?: number): number | null {
  if (value === undefined) return fallback ?? null;
  const n = Number(value);
  return typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * `demo:companies --count N [--seed S] [--batch B]`: N companies with one owner each. The CLI is the
 * composition root: identity makes the accounts in its tables, the company context the companies,
 * memberships and extract records in its own, and the verification context its read model, history
 * and counters in its own, from the facts the company fill answered and the owners' names (no
 * context reads another's tables). Each batch of all three commits in one transaction.
 */
export async function demoCompanies(options: Record<string, string | boolean | undefined>): Promise<number> {
  const count = positiveInt(options.count);
  const seed = options.seed === undefined ? randomInt(1, 2 ** 31) : Number(options.seed);
  const batchSize = positiveInt(options.batch, DEFAULT_BATCH);
  if (count === null || batchSize === null || !Number.isSafeInteger(seed)) {
    console.error('Give --count N (a positive whole number), and optionally --seed S (an integer) and --batch B.');
    return 2;
  }
  if (process.env.NODE_ENV === 'production') {
    console.error('demo:companies makes accounts with a published password; it does not run with NODE_ENV=production.');
    return 2;
  }
  const config = loadConfig();
  const orm = await MikroORM.init(ormConfig);
  try {
    const lists = await new GetOptionListsHandler(new GlobalOptions(new PreparedSql(orm))).execute(
      new GetOptionListsQuery(['activities', 'employees'], 'ru'),
    );
    const activityIds = (lists.activities ?? []).map((item) => item.id);
    const employeeIds = (lists.employees ?? []).map((item) => item.id);
    if (!activityIds.length || !employeeIds.length) {
      console.error('The option lists are empty: run `npm run seed` first.');
      return 1;
    }
    const sample = await writeDemoSample(await createObjectStorage(config));
    const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
    const runTag = randomBytes(4).toString('hex');
    // Continue the code permutation past what earlier runs could have used.
    const [{ total }] = await orm.em.fork().execute<Array<{ total: string }>>('select count(*)::text as total from company');
    let cursor = Number(total);
    let companies = 0;
    let files = 0;
    let cases = 0;
    let verificationMs = 0;
    const started = performance.now();
    console.log(`demo:companies: ${count} companies, seed ${seed}, run ${runTag}, batches of ${batchSize}.`);
    const bulk = count >= BULK_FROM;
    if (bulk) await prepareDemoBulkFill(orm.em.fork());
    try {
      for (let from = 1; from <= count; from += batchSize) {
        const size = Math.min(batchSize, count - from + 1);
        await orm.em.fork().transactional(async (tx) => {
          // Demo rows can be made again; not waiting for the WAL flush at each commit saves time.
          await tx.execute('set local synchronous_commit = off');
          // The statements are long but simple; compiling them with LLVM costs seconds and saves nothing.
          await tx.execute('set local jit = off');
          // The statements sort and hash a batch's rows (the history's join, the ordered cases);
          // at the default 4 MB they spilled to disk in runs of temporary files.
          await tx.execute("set local work_mem = '256MB'");
          const owners = await insertDemoUsers(tx, { runTag, from, count: size, seed, passwordHash });
          const ownerNames = new Map(owners.map((owner) => [owner.id, owner.displayName]));
          let pending = owners.map((owner) => owner.id);
          let index = from;
          let emptyPasses = 0;
          while (pending.length) {
            const batch = await insertDemoCompanies(tx, {
              ownerIds: pending,
              firstIndex: index,
              seed,
              cursor,
              activityIds,
              employeeIds,
              sample,
            });
            cursor = batch.nextCursor;
            companies += batch.companies;
            files += batch.files;
            index += batch.companies;
            pending = pending.slice(batch.companies);
            const fillStarted = performance.now();
            cases += (await insertDemoVerification(tx, { facts: batch.facts, ownerNames, slaMinutes: config.verificationSlaMinutes }))
              .cases;
            verificationMs += performance.now() - fillStarted;
            if (batch.companies === 0 && ++emptyPasses > 20)
              throw new Error('No free EDRPOU codes left in the demo range (about 10 million live demo companies).');
          }
        });
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `  ${companies} companies, ${files} extract records, ${cases} verification cases (${(verificationMs / 1000).toFixed(1)} s of it), ${seconds.toFixed(1)} s (load ${loadavg()[0]!.toFixed(2)})`,
        );
      }
    } finally {
      // The list indexes (dropped for a bulk fill), planner statistics and the visibility map the
      // back office's index-only scans rely on; also after a failed batch, so no index stays missing.
      const finishing = performance.now();
      await finishDemoVerification(orm.em.fork());
      console.log(`  verification indexes${bulk ? ' built' : ''} and statistics: ${((performance.now() - finishing) / 1000).toFixed(1)} s`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Done: ${companies} companies with owners and ${files} extract records in ${seconds.toFixed(1)} s. ` +
        `Owners sign in as ${demoUserEmail(runTag, 1)} … ${demoUserEmail(runTag, count)} with the password ${DEMO_USER_PASSWORD}.`,
    );
    return 0;
  } finally {
    await orm.close(true);
  }
}
