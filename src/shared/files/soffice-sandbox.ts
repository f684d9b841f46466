import { access, constants, lstat, readlink, realpath } from 'node:fs/promises';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';

/*
 * LibreOffice follows what a document links to (a DOCX picture with TargetMode="External", DOC
 * fields, OLE links...): converting an uploaded file must not let its author make the worker
 * request internal addresses or read the server's files. So soffice runs under bubblewrap (Debian
 * `bubblewrap`) in namespaces of its own: no network but its own loopback, no view of the
 * host's processes, and a root file system holding only /usr, the library links, fonts and
 * LibreOffice's configuration read-only, a fresh /tmp for its profile, the input file read-only and
 * the output folder. It gets no environment from the worker (no DATABASE_URL, no SECRETS_KEY).
 */

/** How a conversion is isolated: bubblewrap, or nothing when CONVERT_SANDBOX=off says so. */
export type ConvertSandbox = 'bwrap' | 'off';

/** The sandbox tool could not be started or could not make its namespaces: no conversion runs. */
export class SandboxMissingError extends Error {
  constructor(detail: string) {
    super(
      `The conversion sandbox (bubblewrap) is not usable: ${detail}. Install bubblewrap, or set CONVERT_SANDBOX=off to convert without it`,
    );
    this.name = 'SandboxMissingError';
  }
}

/** Where the converted file and its output folder appear inside the sandbox. */
export const JOB_DIR = '/job';

/** Configuration and data LibreOffice and fontconfig read; bound read-only when present. */
const READ_ONLY_EXTRAS = [
  '/etc/libreoffice',
  '/etc/fonts',
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/alternatives',
  '/var/cache/fontconfig',
  '/usr/local/share/fonts',
];
/** Top-level links of merged-/usr systems (Debian 12: /lib -> usr/lib), or real folders elsewhere. */
const ROOT_ENTRIES = ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32'];

/** The real path of `binary`, looked up in PATH when it has no slash; null when there is none. */
export async function locate(binary: string): Promise<string | null> {
  const candidates = binary.includes('/')
    ? [resolve(binary)]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(isAbsolute)
        .map((dir) => join(dir, binary));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return await realpath(candidate);
    } catch {
      // Not here.
    }
  }
  return null;
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * bubblewrap's arguments for running `soffice` (its real path) on `input` (read-only) writing into
 * `outDir`, which appear in the sandbox as /job/<name of input> and /job/out.
 */
export async function bwrapArgs(soffice: string, input: { hostPath: string; name: string }, outDir: string): Promise<string[]> {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--clearenv', '--ro-bind', '/usr', '/usr'];
  for (const entry of ROOT_ENTRIES) {
    const path = `/${entry}`;
    const info = await lstat(path).catch(() => null);
    if (!info) continue;
    if (info.isSymbolicLink()) args.push('--symlink', await readlink(path), path);
    else args.push('--ro-bind', path, path);
  }
  for (const path of READ_ONLY_EXTRAS) if (await exists(path)) args.push('--ro-bind', path, path);
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--dir', '/tmp/home');
  // A LibreOffice installed outside /usr (SOFFICE_PATH=/opt/libreoffice7.6/program/soffice): its
  // folder, read-only; bound after the fresh /tmp so that one cannot hide it.
  if (!soffice.startsWith('/usr/')) {
    const programDir = dirname(soffice);
    const installation = programDir.endsWith('/program') ? dirname(programDir) : programDir;
    args.push('--ro-bind', installation, installation);
  }
  args.push(
    '--ro-bind',
    input.hostPath,
    `${JOB_DIR}/${input.name}`,
    '--bind',
    outDir,
    `${JOB_DIR}/out`,
    '--chdir',
    JOB_DIR,
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/tmp/home',
    '--setenv',
    'TMPDIR',
    '/tmp',
    '--setenv',
    'LANG',
    'C.UTF-8',
  );
  return args;
}
