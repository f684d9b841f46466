// Integration flows run in groups: a group file (test/integration/<folder>.group.ts) imports the
// flow files (`<flow>.test.ts`) of its folder, so their describe blocks run in one jest test file
// with one module registry. Each jest test file loads the whole application anew (NestJS, the
// ORM, BullMQ, every context): about 2 s of CPU each, paid once per folder instead of once per
// flow. A flow file still runs alone (`jest --selectProjects integration <its path>`).
// Files marked `@kadry-in-band` (bursts against short deadlines) run in a group of their own,
// in-band.group.ts, which `npm test` runs after the others with nothing beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const INTEGRATION_DIR = resolve(import.meta.dirname, '../integration');
const IN_BAND_MARK = '@kadry-in-band';

/** The flow files under `folders` (relative to test/integration), sorted, with their in-band mark. */
export function flowFiles(folders: readonly string[]): Array<{ path: string; inBand: boolean }> {
  return folders.flatMap((folder) => {
    const dir = join(INTEGRATION_DIR, folder);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => ({ path: join(dir, name), inBand: readFileSync(join(dir, name), 'utf8').includes(IN_BAND_MARK) }));
  });
}

/** Imports the flows of `folders` that run side by side (or, with `inBand`, the marked ones). */
export async function includeFlows(folders: readonly string[], { inBand = false } = {}): Promise<void> {
  for (const flow of flowFiles(folders)) if (flow.inBand === inBand) await import(flow.path);
}

/** Every folder of test/integration. */
export function allFlowFolders(): string[] {
  return readdirSync(INTEGRATION_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
