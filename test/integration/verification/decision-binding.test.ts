import { execFile } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { OutboxRelay } from '../../../src/shared/outbox/outbox.relay.js';
import { runDatabaseUrl } from '../../support/run-env.js';
import { sql, type Harness } from '../../support/harness.js';
import { CLI_RUNS_TEST_MS, waitFor } from '../../support/wait-for.js';
import {
  caseRow,
  info,
  ownerView,
  person,
  startVerificationHarness,
  submittedCompany,
  validCode,
  waitForCase,
  type Person,
} from './verification.support.js';

const run = promisify(execFile);

/** The built CLI against this worker's database, as an operator would call it. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['dist/src/cli.js', ...args], {
      env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/*
 * A verifier's verdict settles the submission they looked at, never one an owner's edit opened a
 * moment before or after (docs/verification.md "Decisions"): the race of an edit of name and code
 * against a decision, the refusal of a stale view while the back office still lags, and the
 * consistency check that finds and mends a company and a case that disagree.
 */
describe('a decision binds to the submission the verifier saw', () => {
  let h: Harness & { closeAll(): Promise<void> };
  let verifier: Person;
  beforeAll(async () => {
    h = await startVerificationHarness();
    verifier = await person(h, 'verifier');
  });
  afterAll(async () => {
    await h?.closeAll();
  });

  const decide = (body: Record<string, unknown>) => verifier.c.post('/verifier/setVerificationCompany', body, { token: verifier.token });
  /** Every event of the company has reached its handlers: both sides say what they will say. */
  const settled = (companyId: string) =>
    waitFor(
      async () =>
        (await sql(h, `select 1 from outbox where dispatched_at is null and payload->>'companyId' = ?`, [companyId])).length === 0,
      { what: `the events of ${companyId} dispatched` },
    );
  const companyRow = async (companyId: string) =>
    (
      await sql<{ status_id: number; name: string; submission_id: string | null; data_version: number }>(
        h,
        'select status_id, name, submission_id, data_version from company where id = ?',
        [companyId],
      )
    )[0]!;

  it('exposes the submission and its data version on the case view', async () => {
    const owner = await person(h);
    const companyId = await submittedCompany(h, owner);
    const company = (await info(verifier, companyId)).body.company;
    const stored = await companyRow(companyId);
    expect([company.submission_id, company.data_version]).toEqual([stored.submission_id, stored.data_version]);
    expect(company.submission_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an edit of name and code 5 ms from a verdict: both sides agree afterwards, and a verified company has the name the verifier saw (6 of 6)', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const owner = await person(h);
      const seenName = `ТОВ «Побачена ${round}»`;
      const companyId = await submittedCompany(h, owner, { name: seenName });
      const seen = (await info(verifier, companyId)).body.company;
      const edit = () =>
        owner.c.post(
          '/company/updateCompany',
          { company_id: companyId, name: `ТОВ «Перейменована ${round}»`, code: validCode(), confirm_reverification: true },
          { token: owner.token },
        );
      const verdict = () =>
        decide({
          company_id: companyId,
          verification: 1,
          version: seen.version,
          submission_id: seen.submission_id,
          data_version: seen.data_version,
        });
      // Half the rounds the edit leaves first, half the verdict: each 5 ms before the other.
      const [first, second] = round % 2 === 0 ? [edit, verdict] : [verdict, edit];
      const answers = await Promise.all([first(), delay(5).then(second)]);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      await settled(companyId);

      const company = await companyRow(companyId);
      const reviewed = await caseRow(h, companyId);
      expect(reviewed!.status_id).toBe(company.status_id);
      expect(reviewed!.name).toBe(company.name);
      expect((await ownerView(owner, companyId)).company_data.status.id).toBe(company.status_id);
      if (company.status_id === 4) expect(company.name).toBe(seenName);
      else expect(company.status_id).toBe(2);
      outcomes.push(company.status_id === 4 ? 'verified as seen' : 'new submission waits');

      // Whatever won, the case's current view decides the company, and a verdict changes what it says.
      if (company.status_id === 2) {
        const now = (await info(verifier, companyId)).body.company;
        expect(now.submission_id).toBe(company.submission_id);
        const rejected = await decide({
          company_id: companyId,
          verification: 0,
          reason_code: 'name_mismatch',
          submission_id: now.submission_id,
          data_version: now.data_version,
        });
        expect(rejected.status).toBe(200);
        await waitFor(async () => (await companyRow(companyId)).status_id === 3, { what: 'the rejection applied to the company' });
      }
    }
    expect(outcomes).toHaveLength(6);
  });

  it("refuses a verdict at once when the company moved on and its events have not reached the back office: 409 with the company's view", async () => {
    const owner = await person(h);
    const companyId = await submittedCompany(h, owner);
    const seen = (await info(verifier, companyId)).body.company;
    // Both processes of the harness relay events: hold both, so the back office lags behind the edit.
    const relays = [h.app, h.worker].map((process) => process.get(OutboxRelay));
    await Promise.all(relays.map((relay) => relay.stop()));
    try {
      const edited = await owner.c.post(
        '/company/updateCompany',
        { company_id: companyId, name: 'ТОВ «Нова назва»', confirm_reverification: true },
        { token: owner.token },
      );
      expect(edited.status).toBe(200);
      const now = await companyRow(companyId);
      expect(now.submission_id).not.toBe(seen.submission_id);
      expect(now.data_version).toBe(seen.data_version + 1);

      const refused = await decide({
        company_id: companyId,
        verification: 1,
        version: seen.version,
        submission_id: seen.submission_id,
        data_version: seen.data_version,
      });
      expect([refused.status, refused.body.code]).toEqual([409, 'VERIFICATION_STALE_VERSION']);
      expect(refused.body).toMatchObject({ status: { id: 2 }, submission_id: now.submission_id, data_version: now.data_version });
      // Without the ids the verdict binds to the case's copy, which is stale too.
      expect((await decide({ company_id: companyId, verification: 1 })).body.code).toBe('VERIFICATION_STALE_VERSION');
      expect((await caseRow(h, companyId))!.status_id).toBe(2);
      expect(
        (
          await sql(h, `select 1 from outbox where type in ('CompanyVerified', 'CompanyRejected') and payload->>'companyId' = ?`, [
            companyId,
          ])
        ).length,
      ).toBe(0);
    } finally {
      await Promise.all(relays.map((relay) => relay.start()));
    }
    await settled(companyId);
    const current = (await info(verifier, companyId)).body.company;
    expect([current.name, current.submission_id]).toEqual(['ТОВ «Нова назва»', (await companyRow(companyId)).submission_id]);
  });

  it('refuses a verdict naming another submission or data version than the case holds', async () => {
    const owner = await person(h);
    const companyId = await submittedCompany(h, owner);
    const seen = (await info(verifier, companyId)).body.company;
    for (const named of [{ submission_id: '00000000-0000-4000-8000-000000000000' }, { data_version: seen.data_version + 1 }]) {
      const res = await decide({
        company_id: companyId,
        verification: 1,
        submission_id: seen.submission_id,
        data_version: seen.data_version,
        ...named,
      });
      expect([res.status, res.body.code, res.body.submission_id]).toEqual([409, 'VERIFICATION_STALE_VERSION', seen.submission_id]);
    }
    expect((await decide({ company_id: companyId, verification: 1, submission_id: 'not-a-uuid' })).status).toBe(400);
    expect((await caseRow(h, companyId))!.status_id).toBe(2);
  });

  it(
    'verification:check finds a company and a case that disagree, and --repair mends them',
    async () => {
      const owner = await person(h);
      // The state the race left before decisions were bound: the company verified, the case still waiting.
      const raced = await submittedCompany(h, owner);
      await sql(h, 'update company set status_id = 4 where id = ?', [raced]);
      // A company its owner deleted while its case says verified.
      const deleted = await submittedCompany(h, owner);
      await sql(h, 'update company set status_id = 5, is_del = true where id = ?', [deleted]);
      await sql(h, 'update verification_company set status_id = 4 where company_id = ?', [deleted]);
      // The counters follow the staged row, as every writer of the read model moves them.
      await sql(
        h,
        `update verification_counter set value = value + case key when 'active' then 1 else -1 end where key in ('active', 'UnderConsideration')`,
      );
      await settled(raced);
      await settled(deleted);

      const found = await cli('verification:check');
      expect([found.code, found.stderr]).toEqual([1, '']);
      expect(found.stdout).toContain(`${raced}: company verified, case under consideration -> reopened`);
      expect(found.stdout).toContain(`${deleted}: company deleted, case verified -> case deleted`);
      expect((await companyRow(raced)).status_id).toBe(4);

      // The check walks every company of the worker's database, and flows that ran before this one may
      // have left their own staged disagreements: the exit code speaks for all of them, so this flow
      // reads the lines of its two companies instead.
      const repaired = await cli('verification:check', '--repair');
      expect(repaired.stderr).toBe('');
      expect(repaired.stdout).toContain(`${raced}: company verified, case under consideration -> reopened (repaired)`);
      expect(repaired.stdout).toContain(`${deleted}: company deleted, case verified -> case deleted (repaired)`);
      expect(repaired.stdout).toMatch(/\d+ disagree with their case, \d+ repaired/);
      expect((await companyRow(raced)).status_id).toBe(2);
      await waitForCase(h, raced, 2);
      await waitForCase(h, deleted, 5);
      const history = (await info(verifier, raced)).body.company.history as Array<{ kind: string }>;
      expect(history.at(-1)!.kind).toBe('reconciled');

      const again = await cli('verification:check');
      expect(again.stdout).not.toContain(raced);
      expect(again.stdout).not.toContain(deleted);
    },
    CLI_RUNS_TEST_MS,
  );
});
