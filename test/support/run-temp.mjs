// The run's own temp folder: global setup points TMPDIR at it, so every folder a test, the product
// or the browser makes lands there; global teardown fails the run if any is left behind.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export function openRunTemp(base, runId) {
  const dir = join(base, `kadry-test-run-${runId}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Removes the run's temp folder and returns what the tests left in it (empty when they cleaned up). */
export function closeRunTemp(dir) {
  let left = [];
  try {
    left = readdirSync(dir);
  } catch {
    return [];
  }
  rmSync(dir, { recursive: true, force: true });
  return left;
}
