import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** soffice could not be started: nothing at the configured path or in PATH. */
export class ConverterMissingError extends Error {
  constructor(binary: string) {
    super(`LibreOffice (${binary}) is not installed: install libreoffice-writer-nogui or set SOFFICE_PATH`);
    this.name = 'ConverterMissingError';
  }
}

export interface ConvertOptions {
  /** `soffice` in PATH, or a path to it (SOFFICE_PATH). */
  binary: string;
  timeoutMs: number;
}

/**
 * Turns one DOC/DOCX into a PDF with LibreOffice headless and hands the PDF's path to `use` while the
 * temporary folder still exists. Each run has its own folder and its own LibreOffice profile
 * (`-env:UserInstallation`): two conversions at once (or a person's own LibreOffice) would otherwise
 * share one profile and its lock, and the second would exit without converting. The whole process
 * group is killed on timeout (soffice starts soffice.bin as a child).
 */
export async function convertToPdf<T>(source: string, format: string, options: ConvertOptions, use: (pdfPath: string) => Promise<T>): Promise<T> {
  const work = await mkdtemp(join(tmpdir(), 'kadry-convert-'));
  try {
    // LibreOffice picks its import filter by extension; stored files have none.
    const input = join(work, `extract.${format}`);
    await copyFile(source, input);
    const outDir = join(work, 'out');
    await runSoffice(options, [
      '--headless',
      '--norestore',
      '--nologo',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      input,
    ], work);
    const pdf = join(outDir, 'extract.pdf');
    if (!(await startsWithPdfMagic(pdf))) throw new Error('LibreOffice finished without writing a PDF');
    return await use(pdf);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function runSoffice(options: ConvertOptions, args: string[], home: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.binary, args, {
      // Its own HOME too: LibreOffice writes caches there even with a UserInstallation given.
      env: { ...process.env, HOME: home },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new Error(`LibreOffice did not finish within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new ConverterMissingError(options.binary) : error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`LibreOffice exited with ${signal ?? code}: ${stderr.trim()}`));
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
