// Jest's order for the integration project: the longest files first, so neither worker is left
// with a long group at the end. Jest's own sequencer knows durations only from an earlier run on
// the machine (its cache) and otherwise orders by file size, which says nothing for a group file
// (test/support/flow-groups.ts): a group weighs what its folders' flow files weigh.
// Plain ESM: jest loads it outside its transform.
import Sequencer from '@jest/test-sequencer';
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { groupFolders } from './flow-group-folders.mjs';

const DefaultSequencer = Sequencer.default ?? Sequencer;

function estimate(path) {
  if (!path.endsWith('.group.ts') || basename(path) === 'in-band.group.ts') return statSync(path).size;
  return groupFolders(basename(path, '.group.ts'))
    .map((folder) => join(dirname(path), folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => join(folder, name)),
    )
    .reduce((sum, file) => sum + statSync(file).size, 0);
}

export default class GroupSequencer extends DefaultSequencer {
  sort(tests) {
    const timed = tests.every((test) => this.time(test) != null);
    const weight = new Map(tests.map((test) => [test.path, timed ? this.time(test) : estimate(test.path)]));
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || weight.get(b.path) - weight.get(a.path));
  }
}
