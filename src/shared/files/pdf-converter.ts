import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bwrapArgs, JOB_DIR, locate, SandboxMissingError, type ConvertSandbox } from './soffice-sandbox.js';

export { SandboxMissingError, type ConvertSandbox } from './soffice-sandbox.js';

/** soffice could not be started: nothing at the configured path or in PATH. */
export class ConverterMissingError extends Error {
  constructor(binary: string) {
    super(`LibreOffice (${binary}) is not installed: install libreoffice-writer-nogui or set SOFFICE_PATH`);
    this.name = 'ConverterMissingError';
  }
}

/** The document to convert was gone when its copy was fetched (removed while the job waited). */
export class SourceMissingError extends Error {
  constructor() {
    super('The document to convert is no longer stored');
    this.name = 'SourceMissingError';
  }
}

/** A file on this machine, or a function that writes the document to the path it is given (and answers false when it has none). */
export type ConvertSource = string | ((inputPath: string) => Promise<boolean>);

export interface ConvertOptions {
  /** `soffice` in PATH, or a path to it (SOFFICE_PATH). */
  binary: string;
  timeoutMs: number;
  /** `bwrap` (the default of CONVERT_SANDBOX): no network, no files but its own; `off` only when a setting says so. */
  sandbox: ConvertSandbox;
}

/**
 * Turns one DOC/DOCX into a PDF with LibreOffice headless and hands the PDF's path to `use` while the
 * temporary folder (with the copy of the document, fetched from storage) still exists. Each run has its own folder and its own LibreOffice profile
 * (`-env:UserInstallation`): two conversions at once (or a person's own LibreOffice) would otherwise
 * share one profile and its lock, and the second would exit without converting. In the sandbox
 * (soffice-sandbox.ts) the profile lives in the sandbox's own /tmp and soffice sees only the input
 * and the output folder. The whole process group is killed on timeout (soffice starts soffice.bin
 * as a child; bubblewrap takes its sandbox down with it).
 */
export async function convertToPdf<T>(
  source: ConvertSource,
  format: string,
  options: ConvertOptions,
  use: (pdfPath: string) => Promise<T>,
): Promise<T> {
  const soffice = await locate(options.binary);
  if (!soffice) throw new ConverterMissingError(options.binary);
  const work = await mkdtemp(join(tmpdir(), 'kadry-convert-'));
  try {
    // LibreOffice picks its import filter by extension; stored files have none.
    const name = `extract.${format}`;
    const input = join(work, name);
    // The temporary copy lies in `work`, removed below whatever happens.
    if (typeof source === 'string') await copyFile(source, input);
    else if (!(await source(input))) throw new SourceMissingError();
    const outDir = join(work, 'out');
    await mkdir(outDir);
    const convert = (profile: string, inputPath: string, outPath: string) => [
      '--headless',
      '--norestore',
      '--nologo',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--convert-to',
      'pdf',
      '--outdir',
      outPath,
      inputPath,
    ];
    if (options.sandbox === 'off') {
      // Its own HOME too: LibreOffice writes caches there even with a UserInstallation given.
      await run(soffice, convert(join(work, 'profile'), input, outDir), { ...process.env, HOME: work }, options.timeoutMs);
    } else {
      const bwrap = await locate('bwrap');
      if (!bwrap) throw new SandboxMissingError('bwrap is not installed');
      const args = await bwrapArgs(soffice, { hostPath: input, name }, outDir);
      await run(bwrap, [...args, soffice, ...convert('/tmp/profile', `${JOB_DIR}/${name}`, `${JOB_DIR}/out`)], {}, options.timeoutMs).catch(
        (error: unknown) => {
          throw sandboxFailure(error);
        },
      );
    }
    const pdf = join(outDir, 'extract.pdf');
    if (!(await startsWithPdfMagic(pdf))) throw new Error('LibreOffice finished without writing a PDF');
    return await use(pdf);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

class ExitError extends Error {
  constructor(
    readonly binary: string,
    readonly stderr: string,
    result: string,
  ) {
    super(`${binary.endsWith('/bwrap') ? 'LibreOffice (in bubblewrap)' : 'LibreOffice'} exited with ${result}: ${stderr}`);
  }
}

/** bubblewrap itself missing, or refused its namespaces (it says `bwrap: ...`): no retry helps. */
function sandboxFailure(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'EACCES') return new SandboxMissingError('bwrap could not be started');
  if (error instanceof ExitError && /^bwrap: /m.test(error.stderr))
    return new SandboxMissingError(error.stderr.split('\n').find((line) => line.startsWith('bwrap: '))!);
  return error;
}

function run(binary: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new Error(`LibreOffice did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new ExitError(binary, stderr.trim(), String(signal ?? code)));
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function startsWithPdfMagic(path: string): Promise<boolean> {
  try {
    const handle = await open(path, 'r');
    try {
      const head = Buffer.alloc(5);
      await handle.read(head, 0, 5, 0);
      return head.toString('latin1') === '%PDF-';
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}
