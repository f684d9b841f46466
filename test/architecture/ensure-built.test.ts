import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBuilt, isCurrent, TARGETS, type BuildTarget } from '../../scripts/ensure-built.mjs';
import { tempDir } from '../support/temp-dir.js';

// scripts/ensure-built.mjs: what `npm start`, `npm run cli`, `migrate` and `seed` run before the
// built product. Proven on a fake target in a temporary folder (no tsc): the build runs once, and
// again only when a source moved. Staleness is read from modification times, never from timing.
const root = resolve(import.meta.dirname, '../..');

// The fake build: writes its output, counts its runs, and with `touch` edits a source while it
// runs (then lasts a little longer, so the edit is older than the build's end).
const FAKE_BUILD = `
import { appendFileSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
mkdirSync('out', { recursive: true });
writeFileSync('out/main.js', 'export {};\\n');
appendFileSync('out/builds.log', 'built\\n');
if (process.argv.includes('touch')) {
  const now = new Date();
  utimesSync('src/a.ts', now, now);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
}
if (process.argv.includes('fail')) process.exit(3);
`;

function project(...args: string[]): { dir: string; target: BuildTarget; builds(): number } {
  const dir = tempDir('kadry-ensure-built-');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/a.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'build.mjs'), FAKE_BUILD);
  // Sources dated in the past, as a checkout made before the first build would be.
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'src/a.ts'), past, past);
  utimesSync(join(dir, 'src'), past, past);
  const target: BuildTarget = { sources: ['src'], outputs: ['out/main.js'], stamp: 'out/.stamp', command: ['build.mjs', ...args] };
  const builds = () =>
    existsSync(join(dir, 'out/builds.log')) ? readFileSync(join(dir, 'out/builds.log'), 'utf8').split('\n').filter(Boolean).length : 0;
  return { dir, target, builds };
}

describe('ensure-built: build only what is stale', () => {
  it('builds on the first call and not on the second, leaving the stamp as it was', () => {
    const { dir, target, builds } = project();
    expect(ensureBuilt(['fake'], { root: dir, targets: { fake: target } })).toEqual(['fake']);
    expect(builds()).toBe(1);
    const stamp = statSync(join(dir, 'out/.stamp')).mtimeMs;
    expect(isCurrent(target, dir)).toBe(true);

    expect(ensureBuilt(['fake'], { root: dir, targets: { fake: target } })).toEqual([]);
    expect(builds()).toBe(1);
    expect(statSync(join(dir, 'out/.stamp')).mtimeMs).toBe(stamp);
  });

  it('builds again when a source is newer than the stamp, or an output is missing', () => {
    const { dir, target, builds } = project();
    ensureBuilt(['fake'], { root: dir, targets: { fake: target } });
    const now = new Date();
    utimesSync(join(dir, 'src/a.ts'), now, now); // the stamp is dated when that build started
    expect(isCurrent(target, dir)).toBe(false);
    expect(ensureBuilt(['fake'], { root: dir, targets: { fake: target } })).toEqual(['fake']);
    expect(builds()).toBe(2);

    // A new file in a source folder makes the folder newer, however old the file's own date.
    ensureBuilt(['fake'], { root: dir, targets: { fake: target } });
    expect(builds()).toBe(2);
    writeFileSync(join(dir, 'src/b.ts'), '');
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(join(dir, 'src/b.ts'), old, old);
    expect(ensureBuilt(['fake'], { root: dir, targets: { fake: target } })).toEqual(['fake']);
    expect(builds()).toBe(3);

    ensureBuilt(['fake'], { root: dir, targets: { fake: target } });
    expect(builds()).toBe(3);
    writeFileSync(join(dir, 'out/main.js'), '');
    expect(isCurrent(target, dir)).toBe(true);
    // Deleting the output: built again.
    rmSync(join(dir, 'out/main.js'));
    expect(ensureBuilt(['fake'], { root: dir, targets: { fake: target } })).toEqual(['fake']);
    expect(builds()).toBe(4);
  });

  it('always builds with force (the build:* scripts), and stamps so the next plain call does not', () => {
    const { dir, target, builds } = project();
    ensureBuilt(['fake'], { root: dir, targets: { fake: target }, force: true });
    ensureBuilt(['fake'], { root: dir, targets: { fake: target }, force: true });
    expect(builds()).toBe(2);
    expect(ensureBuilt(['fake'], { root: dir, targets: { fake: target } })).toEqual([]);
    expect(builds()).toBe(2);
  });

  it('dates the stamp when the build started: a source edited during the build is built again', () => {
    const { dir, target, builds } = project('touch');
    ensureBuilt(['fake'], { root: dir, targets: { fake: target } });
    expect(isCurrent(target, dir)).toBe(false);
    const quiet: BuildTarget = { ...target, command: ['build.mjs'] };
    ensureBuilt(['fake'], { root: dir, targets: { fake: quiet } });
    expect(builds()).toBe(2);
    expect(isCurrent(quiet, dir)).toBe(true);
  });

  it('leaves no stamp when the build fails, so the next call tries again', () => {
    const { dir, target } = project('fail');
    ensureBuilt(['fake'], { root: dir, targets: { fake: { ...target, command: ['build.mjs'] } } });
    expect(isCurrent(target, dir)).toBe(true);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'src/a.ts'), later, later);
    expect(() => ensureBuilt(['fake'], { root: dir, targets: { fake: target } })).toThrow();
    expect(existsSync(join(dir, 'out/.stamp'))).toBe(false);
    expect(isCurrent(target, dir)).toBe(false);
  });

  it('refuses an unknown target', () => {
    expect(() => ensureBuilt(['nope'], { root: tempDir('kadry-ensure-built-') })).toThrow(/unknown target "nope"/);
  });
});

describe('ensure-built: every way to the built product goes through it', () => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

  it.each(['cli', 'migrate', 'migration:create', 'seed', 'bench:demo', 'bench:verification', 'bench:replicas', 'bench:faults'])(
    'npm run %s builds the API only when stale',
    (name) => {
      expect(scripts[name]).toMatch(/^node scripts\/ensure-built\.mjs api && node /);
    },
  );

  it('npm run build (build:api, build:web) builds and stamps; npm start checks the same stamps', () => {
    expect(scripts['build']).toBe('npm run build:api && npm run build:web');
    expect(scripts['build:api']).toBe('node scripts/ensure-built.mjs --force api');
    expect(scripts['build:web']).toBe('node scripts/ensure-built.mjs --force web');
    expect(readFileSync(join(root, 'scripts/start.mjs'), 'utf8')).toContain("from './ensure-built.mjs'");
  });

  it("names sources, outputs and build scripts that exist, and shares npm test's stamps", () => {
    for (const target of Object.values(TARGETS)) {
      for (const source of target.sources) expect(existsSync(join(root, source))).toBe(true);
      expect(existsSync(join(root, target.command[0]!))).toBe(true);
    }
    expect(TARGETS.api.outputs).toEqual(expect.arrayContaining(['dist/src/main.js', 'dist/src/cli.js']));
    // npm test builds dist/ and dist/web itself: it checks and writes the same stamps (ensure-built's TARGETS).
    const runner = readFileSync(join(root, 'scripts/test.mjs'), 'utf8');
    expect(runner).toContain("from './ensure-built.mjs'");
    expect(runner).toMatch(/writeStamp\(TARGETS\.api, /);
    expect(runner).toMatch(/isCurrent\(TARGETS\.web\)/);
  });
});
