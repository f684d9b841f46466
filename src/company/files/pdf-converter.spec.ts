import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConverterMissingError, convertToPdf } from './pdf-converter.js';

/** The converter's ways of failing, with stand-ins for soffice (the real one runs in the integration suite). */
describe('convertToPdf', () => {
  const never = async () => {
    throw new Error('must not be called without a PDF');
  };
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });
  const leftovers = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('kadry-convert-'));

  async function script(body: string): Promise<{ binary: string; source: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'fake-soffice-'));
    made.push(dir);
    const binary = join(dir, 'soffice');
    await writeFile(binary, `#!/bin/sh\n${body}\n`);
    await chmod(binary, 0o755);
    const source = join(dir, 'input');
    await writeFile(source, 'not really a document');
    return { binary, source };
  }

  it('names a missing binary ConverterMissingError (no retry helps)', async () => {
    const { source } = await script('exit 0');
    await expect(convertToPdf(source, 'docx', { binary: join(tmpdir(), 'nowhere', 'soffice'), timeoutMs: 5000 }, never)).rejects.toBeInstanceOf(ConverterMissingError);
    expect(await leftovers()).toEqual([]);
  });

  it('fails on a non-zero exit, and when soffice exits 0 without writing a PDF', async () => {
    const failing = await script('echo "broken input" >&2; exit 1');
    await expect(convertToPdf(failing.source, 'docx', { binary: failing.binary, timeoutMs: 5000 }, never)).rejects.toThrow(/exited with 1: broken input/);
    const silent = await script('exit 0');
    await expect(convertToPdf(silent.source, 'docx', { binary: silent.binary, timeoutMs: 5000 }, never)).rejects.toThrow(/without writing a PDF/);
    expect(await leftovers()).toEqual([]);
  });

  it('kills a conversion that runs past the timeout', async () => {
    const { binary, source } = await script('sleep 30');
    const started = Date.now();
    await expect(convertToPdf(source, 'docx', { binary, timeoutMs: 300 }, never)).rejects.toThrow(/did not finish within 300 ms/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await leftovers()).toEqual([]);
  });

  it('hands over the PDF soffice wrote into --outdir, named after the input', async () => {
    // Writes "%PDF-" to <outdir>/extract.pdf like soffice does; the arguments are soffice's own.
    const { binary, source } = await script('while [ "$1" != "--outdir" ]; do shift; done; mkdir -p "$2"; printf "%%PDF-1.7 fake" > "$2/extract.pdf"');
    const text = await convertToPdf(source, 'docx', { binary, timeoutMs: 5000 }, async (pdf) => readFile(pdf, 'latin1'));
    expect(text).toBe('%PDF-1.7 fake');
    expect(await leftovers()).toEqual([]);
  });
});
