#!/usr/bin/env node
// `npm test`: build the product once, then run every jest project (unit, integration against the
// real PostgreSQL/Redis/SMTP, end-to-end in Debian's chromium) in one run, and close with a plain
// "N passed, N failed" line that CI reads.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const extra = process.argv.slice(2);

// Type-check everything (tests and specs included, which the build leaves out), then build.
for (const step of ['typecheck', 'build']) {
  try {
    execFileSync('npm', ['run', step, '--silent'], { stdio: 'inherit' });
  } catch {
    console.error(`\nnpm run ${step} failed; no test was run.\n0 passed, 1 failed`);
    process.exit(1);
  }
}

const reportDir = mkdtempSync(join(tmpdir(), 'kadry-jest-'));
const report = join(reportDir, 'report.json');
// In band: integration suites boot the whole product, and two cores are better spent on one at a time.
const result = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--runInBand', '--json', `--outputFile=${report}`, ...extra],
  { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR } },
);

let passed = 0;
let failed = 0;
try {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  failed = summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
} catch {
  failed = Math.max(failed, 1);
}
rmSync(reportDir, { recursive: true, force: true });
// Jest fails the run without failing a test when global teardown throws (e.g. temp folders left behind).
if (result.status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(result.status === 0 && failed === 0 ? 0 : 1);
