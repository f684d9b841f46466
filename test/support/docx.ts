import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A real DOCX, written by LibreOffice itself from plain text (what people upload is Word's output). */
export async function makeDocx(text: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'kadry-docx-'));
  try {
    await writeFile(join(dir, 'extract.txt'), text);
    await run('soffice', ['--headless', '--norestore', `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`, '--convert-to', 'docx', '--outdir', dir, join(dir, 'extract.txt')], {
      env: { ...process.env, HOME: dir },
      timeout: 120_000,
    });
    return await readFile(join(dir, 'extract.docx'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
