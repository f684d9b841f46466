#!/usr/bin/env node
// One staleness check for every script that runs the built product (`npm start`, `npm run cli`,
// `migrate`, `seed`, the benchmarks): a target is built only when its output is missing or a
// source is newer than its stamp. `npm run build:api` / `build:web` build unconditionally and
// stamp too, so the next `npm start` or `npm run cli` does not build the same sources again.
//
//   node scripts/ensure-built.mjs api [web]          build what is stale
//   node scripts/ensure-built.mjs --force api [web]  build (the build:* scripts)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const bin = (pkg, file) => join('node_modules', pkg, file);

/**
 * TypeScript 7's native compiler (`typescript-native`, an alias of typescript@7): it type-checks and
 * emits the same JavaScript as TypeScript 6 (every file of dist/ compared equal) in about a third of
 * the CPU. `typescript` stays at 6 for the tools that load its JavaScript API (openapi-typescript,
 * dependency-cruiser), which 7 no longer has. Both packages name a `tsc` binary, so node_modules/.bin/tsc
 * may be either: scripts call this path.
 */
export const TSC = bin('typescript-native', 'bin/tsc');

/**
 * What each target reads, what it writes and its stamp. A stamp is dated when its build started,
 * so a source edited during the build is newer and the next call builds again. The web stamp and
 * sources are the ones `npm test` (scripts/test.mjs) uses for its own Vite build, so either tool's
 * web build counts for the other.
 */
export const TARGETS = {
  api: {
    sources: ['src', 'migrations', 'mikro-orm.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'],
    outputs: ['dist/src/main.js', 'dist/src/cli.js'],
    stamp: 'dist/.api-build-stamp',
    command: [TSC, '-p', 'tsconfig.build.json'],
  },
  web: {
    sources: ['web', 'package.json', 'package-lock.json'],
    outputs: ['dist/web/index.html'],
    stamp: 'dist/.web-build-stamp',
    command: [bin('vite', 'bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
  },
};

/** The newest modification time under `path`, directories' own included (a deleted file counts); 0 when missing. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `target`'s outputs exist and its stamp is at least as new as every source. */
export function isCurrent(target, root = process.cwd()) {
  const at = (path) => resolve(root, path);
  if (!existsSync(at(target.stamp)) || !target.outputs.every((path) => existsSync(at(path)))) return false;
  return statSync(at(target.stamp)).mtimeMs >= Math.max(...target.sources.map((path) => newestMtime(at(path))));
}

/** Stamps `target` as built at `at` (the build's start: a source edited during it is newer). */
export function writeStamp(target, at, root = process.cwd()) {
  const stamp = resolve(root, target.stamp);
  writeFileSync(stamp, `${at.toISOString()}\n`);
  utimesSync(stamp, at, at);
}

/** Builds `target` now (a Node script run with this Node) and stamps it with the build's start time. */
export function build(target, root = process.cwd()) {
  const stamp = resolve(root, target.stamp);
  rmSync(stamp, { force: true }); // a failed build leaves it stale
  const started = new Date();
  const [script, ...args] = target.command;
  execFileSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  writeStamp(target, started, root);
}

/**
 * Builds each named target that is stale (all of them with `force`). Returns the names it built.
 * `targets` replaces the table above (the spec builds a fake target in a temporary folder).
 */
export function ensureBuilt(names, { root = process.cwd(), force = false, targets = TARGETS, say = () => undefined } = {}) {
  const built = [];
  for (const name of names) {
    const target = targets[name];
    if (!target) throw new Error(`ensure-built: unknown target "${name}" (known: ${Object.keys(targets).join(', ')})`);
    if (!force && isCurrent(target, root)) continue;
    say(name);
    build(target, root);
    built.push(name);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((arg) => arg !== '--force');
  const root = resolve(import.meta.dirname, '..');
  const label = { api: 'the API (tsc)', web: 'the web app (Vite)' };
  try {
    ensureBuilt(names.length > 0 ? names : ['api'], {
      root,
      force,
      say: (name) =>
        !force &&
        console.error(`\x1b[36m[kadry]\x1b[0m Building ${label[name] ?? name}: first run or sources changed since the last build ...`),
    });
  } catch (error) {
    // tsc and Vite printed their own errors; the status is what the caller needs.
    console.error(`[kadry] build failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    process.exit(1);
  }
}
