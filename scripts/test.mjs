#!/usr/bin/env node
// `npm test`: every jest project in tiers, cheapest first, closing with a plain "N passed, N failed"
// line that CI reads.
//   1. unit (no services, no build), in two workers; a failing unit tier stops the run there.
//      Then the compiler type-checks and builds (a failure stops the run too).
//   2. the integration flows that must run alone (`@kadry-in-band`), against the real
//      PostgreSQL/Redis/SMTP;
//   3. the other integration flows (four groups, a worker each) and the end-to-end journeys in
//      Debian's chromium (two workers), side by side, each worker with a database and a Redis prefix
//      of its own (test/support/run-env.ts), each end-to-end worker against a product of its own
//      (e2e-global-setup.mjs).
// Arguments go to every tier's jest (e.g. a path pattern); a tier they leave empty passes.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isCurrent, TARGETS, TSC, writeStamp } from './ensure-built.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const extra = process.argv.slice(2);
// NODE_COMPILE_CACHE: the products, workers and CLI commands the suites start (about 40 a run) and
// the jest workers keep V8's compiled code of the modules they load; a CLI command takes about 15 %
// less CPU from the second on (1.9 against 2.25 s measured). Under node_modules/.cache, not the run's
// TMPDIR, which must be empty at the end and is new each run.
const env = {
  ...process.env,
  FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(root, 'node_modules/.cache/kadry-node-compile'),
};
const bin = (name) => join(root, 'node_modules/.bin', name);
// With the machine's load average: on a shared machine a duration means little without it.
// With the CPU its processes used: the wall time of a tier depends on what else runs, its CPU much less.
const seconds = (since, cpuSince) => {
  const cpu = cpuSince === undefined ? '' : `, ${Math.round(childrenCpu() - cpuSince)} s of CPU`;
  return `${Math.round((performance.now() - since) / 1000)} s${cpu} (load average ${loadavg()[0].toFixed(1)})`;
};

/**
 * CPU seconds of this process's finished children and their reaped descendants (jest workers,
 * chromium, the products), from /proc/self/stat (cutime + cstime); 0 where there is no /proc.
 */
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5), counted from the state (field 3) here; in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

const running = new Set();

/**
 * A child process. `quiet` keeps its output to print it in one piece when it is done; `held` keeps
 * it until `release()`, then prints what it kept and passes the rest on as it comes (a tier beside
 * another: one of them writes to the terminal at a time).
 */
function run(command, args, { quiet = false, held = false } = {}) {
  const child = spawn(command, args, { env, stdio: quiet || held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  let releasedTo;
  const take = (chunk) => {
    if (releasedTo) releasedTo.write(chunk);
    else output += chunk;
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const done = new Promise((settle) => {
    child.once('error', (error) => settle({ code: 1, output: `${output}${error.message}\n` }));
    child.once('close', (code, signal) => settle({ code: code ?? (signal ? 1 : 0), output }));
  });
  const release = () => {
    if (releasedTo) return;
    process.stdout.write(output);
    output = '';
    releasedTo = process.stdout;
  };
  return { child, done, release };
}

// The build stamps and staleness check `npm start` and `npm run cli` use (scripts/ensure-built.mjs):
// a web build here counts for them and theirs for this run (CI's fresh clone always builds), and the
// backend pass below writes what `build:api` writes, so it stamps the API build too.

/**
 * Type-checks everything and builds the product, both cores busy: the backend's one compiler pass
 * (src, migrations, tests and bench under tsconfig.json) writes dist/ as `build:api` would, beside
 * the web app's two type-checks (incremental: a later run re-checks what changed) and Vite's build
 * of the web app (unless its last build here is newer than its sources), which needs none of them.
 */
async function compile() {
  const started = performance.now();
  const cpuStarted = childrenCpu();
  const startedAt = new Date();
  rmSync(TARGETS.api.stamp, { force: true });
  const cache = 'node_modules/.cache/kadry-typecheck';
  const steps = [
    ['tsc -p tsconfig.json', TSC, ['-p', 'tsconfig.json', '--listEmittedFiles']],
    [
      'tsc -p web/tsconfig.json',
      TSC,
      ['-p', 'web/tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/web.tsbuildinfo`],
    ],
    [
      'tsc -p web/tsconfig.node.json',
      TSC,
      ['-p', 'web/tsconfig.node.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/web-node.tsbuildinfo`],
    ],
  ];
  const webCurrent = isCurrent(TARGETS.web);
  if (!webCurrent) rmSync(TARGETS.web.stamp, { force: true });
  const webStarted = new Date();
  const webBuild = webCurrent
    ? undefined
    : run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { quiet: true }).done;
  const checks = await Promise.all(
    steps.map(([name, command, args]) => run(command, args, { quiet: true }).done.then((result) => ({ name, ...result }))),
  );
  const web = await webBuild;
  // A test imports web/precompress.ts, so the pass also writes its JavaScript into dist/web, the
  // web build's folder, where the product would serve it: removed again.
  const emitted = checks[0].output.split('\n').filter((line) => line.startsWith('TSFILE: '));
  for (const line of emitted) {
    const file = line.slice('TSFILE: '.length).trim();
    if (file.startsWith(`${join(root, 'dist/web')}/`)) rmSync(file, { force: true });
  }
  checks[0].output = checks[0].output
    .split('\n')
    .filter((line) => !line.startsWith('TSFILE: '))
    .join('\n');
  let output = checks.map(({ output: text }) => text).join('') + (web?.output ?? '');
  const failedStep = checks.find(({ code }) => code !== 0);
  if (failedStep) return { ok: false, step: failedStep.name, output };
  if (web && web.code !== 0) return { ok: false, step: 'vite build', output };
  // Dated when the pass started: a file edited during it is newer, so the next build check builds.
  writeStamp(TARGETS.api, startedAt);
  if (web) writeStamp(TARGETS.web, webStarted);
  else output += `[kadry] web build: dist/web is newer than web/ and the packages, not rebuilt (delete ${TARGETS.web.stamp} to force it)\n`;
  return { ok: true, output, took: seconds(started, cpuStarted) };
}

// KADRY_TEST_REPORTS=<folder> keeps each tier's jest --json report there (per-file durations).
const reportDir = process.env.KADRY_TEST_REPORTS ? resolve(process.env.KADRY_TEST_REPORTS) : mkdtempSync(join(tmpdir(), 'kadry-jest-'));
mkdirSync(reportDir, { recursive: true });
let passed = 0;
let failed = 0;

/**
 * Starts one tier's jest run (`name` names its report and its line); `held` keeps its output until
 * `release()` (see run). `passed` answers, when the tier is done, whether it passed, having added its
 * counts; `cpu: false` leaves the CPU out of its line (a tier beside another: both count in it).
 */
function startTier(name, args, { project = name, held = false, cpu = true } = {}) {
  const started = performance.now();
  const cpuStarted = cpu ? childrenCpu() : undefined;
  const report = join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  // The arguments given to npm test before the tier's: a path pattern after the integration tier's
  // --testPathIgnorePatterns (an array option) was taken as one more pattern to ignore, so
  // `npm test -- <pattern>` ran every flow file.
  const jest = run(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      project,
      '--passWithNoTests',
      '--json',
      `--outputFile=${report}`,
      ...extra,
      ...args,
    ],
    { held },
  );
  let release;
  const released = held ? new Promise((resolve) => (release = resolve)) : undefined;
  const passedTier = jest.done.then(async (result) => {
    const took = seconds(started, cpuStarted);
    let counted = false;
    try {
      const summary = JSON.parse(readFileSync(report, 'utf8'));
      passed += summary.numPassedTests;
      failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
      counted = summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0) > 0;
    } catch {
      /* no report: counted below */
    }
    // Jest fails the run without failing a test when global teardown throws (e.g. temp folders left behind).
    if (result.code !== 0 && !counted) failed += 1;
    // A held tier's output goes out at release() (see below): its closing line waits for it.
    await released;
    console.log(`\n[kadry] ${name} tier: ${took}${result.code === 0 ? '' : ' (failed)'}`);
    return result.code === 0;
  });
  return {
    passed: passedTier,
    release: () => {
      jest.release();
      release?.();
    },
  };
}

/** One tier's jest run, alone; answers whether it passed. */
const tier = (name, args, options) => startTier(name, args, options).passed;

function finish() {
  // A run stopped early leaves no compiler behind.
  for (const child of running) child.kill('SIGTERM');
  if (!process.env.KADRY_TEST_REPORTS) rmSync(reportDir, { recursive: true, force: true });
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

// Two workers: unit specs need nothing but a core each. Not beside the compiler: on the loaded
// machine, a spec with jest's 5 s deadline (the PDF renderer's) missed it with three tsc beside it.
const unitOk = await tier('unit', ['--maxWorkers=2']);
if (!unitOk) {
  console.error('\nThe unit tier failed: the integration and end-to-end tiers were not run.');
  finish();
}
const built = await compile();
process.stdout.write(built.output);
if (!built.ok) {
  console.error(`\n${built.step} failed; the integration and end-to-end tiers were not run.`);
  failed += 1;
  finish();
}
console.log(`[kadry] type-check and build: ${built.took}`);
// The integration flows run in four groups of folders, one jest file each (test/support/flow-groups.ts);
// the group of the flows marked `@kadry-in-band` (bursts of concurrent requests against short
// deadlines, timed answers) runs first, alone, so nothing beside it can make them late. Then the
// other groups and the browser journeys run side by side with databases, Redis prefixes and
// products of their own (run-env.ts, e2e-global-setup.mjs): alone, either tier left about a third
// of the two cores idle while its flows waited for PostgreSQL, queues, mails and live events. The
// four groups run in four workers, one each: a group run alone in one process is busy about half
// of its time (the identity group: 41 s of CPU in 82 s), so pairs of groups in two workers made the
// tier last as long as its two longest pairs (382 s against 280 s in four, on one loaded machine).
// The browser journeys keep two workers, each with a product and a chromium of its own.
// The journeys' output waits until the integration tier is done.
// Arguments (a path pattern) pick flow files instead of groups.
if (extra.length === 0) {
  await tier('integration-in-band', ['--runInBand', String.raw`test/integration/in-band\.group\.ts$`], { project: 'integration' });
  const integration = startTier(
    'integration',
    ['--maxWorkers=4', String.raw`test/integration/[^/]+\.group\.ts$`, '--testPathIgnorePatterns', String.raw`in-band\.group\.ts$`],
    { cpu: false },
  );
  const e2e = startTier('e2e', ['--maxWorkers=2'], { held: true, cpu: false });
  const sideBySide = performance.now();
  const cpuSideBySide = childrenCpu();
  await integration.passed;
  e2e.release();
  await e2e.passed;
  console.log(`[kadry] integration and e2e side by side: ${seconds(sideBySide, cpuSideBySide)}`);
} else {
  await tier('integration', ['--maxWorkers=2', '--testPathIgnorePatterns', String.raw`\.group\.ts$`]);
  await tier('e2e', ['--maxWorkers=2']);
}
finish();
