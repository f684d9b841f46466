// Integration flows run in groups: a group file (test/integration/<group>.group.ts) imports the
// flow files (`<flow>.test.ts`) of its folders (flow-group-folders.mjs names them), so their
// describe blocks run in one jest test file with one module registry. Each jest test file loads
// the whole application anew (NestJS, the ORM, BullMQ, every context): about 3 s of CPU each, paid
// once per group instead of once per flow. A flow file still runs alone
// (`jest --selectProjects integration <its path>`).
// Files marked `@kadry-in-band` (bursts against short deadlines) run in a group of their own,
// in-band.group.ts, which `npm test` runs before the others with nothing beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRATION_DIR } from './flow-group-folders.mjs';

export { allFlowFolders, groupFolders, INTEGRATION_DIR } from './flow-group-folders.mjs';
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
