import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/**
 * A fresh folder in the system temp folder, removed after the test file (temp-cleanup.ts). Inside
 * a jest run the temp folder is the run's own (global-setup.mjs), which the run checks is empty at
 * the end: a folder made any other way and left behind fails the run.
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
