// Which folders of test/integration each group file runs (test/support/flow-groups.ts says why
// flows run in groups). Plain ESM: the sequencer (group-sequencer.mjs) reads it outside jest's
// transform, and the group files through flow-groups.ts.
//
// Four groups of about equal weight (their folders' durations, measured on a fresh clone): each
// jest test file loads the whole application anew in a module registry of its own, about 3 s of
// CPU a group; four keep both workers busy to the end, as thirteen folder groups did, for a
// third of that cost. `platform` also takes every folder no group names, so a new folder runs.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export const INTEGRATION_DIR = resolve(import.meta.dirname, '../integration');

export const FLOW_GROUPS = {
  company: ['company', 'security'],
  identity: ['identity', 'notifications', 'metrics', 'recruiting'],
  profiling: ['profiling', 'verification', 'web', 'notices'],
  platform: ['shared', 'catalogue', 'replicas', 'http'],
};
const REST = 'platform';

/** Every folder of test/integration, sorted. */
export function allFlowFolders() {
  return readdirSync(INTEGRATION_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The folders group `name` runs (the rest group: its own and every folder no group names). */
export function groupFolders(name) {
  const own = FLOW_GROUPS[name];
  if (!own) throw new Error(`No flow group "${name}" (test/support/flow-group-folders.mjs)`);
  if (name !== REST) return own;
  const named = new Set(Object.values(FLOW_GROUPS).flat());
  return [...own, ...allFlowFolders().filter((folder) => !named.has(folder))];
}
