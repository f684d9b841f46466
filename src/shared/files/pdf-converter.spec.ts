import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { ConverterMissingError, convertToPdf, SandboxMissingError } from './pdf-converter.js';

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
    await expect(
      convertToPdf(source, 'docx', { binary: join(tmpdir(), 'nowhere', 'soffice'), timeoutMs: 5000, sandbox: 'off' }, never),
    ).rejects.toBeInstanceOf(ConverterMissingError);
    expect(await leftovers()).toEqual([]);
  });

  it('fails on a non-zero exit, and when soffice exits 0 without writing a PDF', async () => {
    const failing = await script('echo "broken input" >&2; exit 1');
    await expect(convertToPdf(failing.source, 'docx', { binary: failing.binary, timeoutMs: 5000, sandbox: 'off' }, never)).rejects.toThrow(
      /exited with 1: broken input/,
    );
    const silent = await script('exit 0');
    await expect(convertToPdf(silent.source, 'docx', { binary: silent.binary, timeoutMs: 5000, sandbox: 'off' }, never)).rejects.toThrow(
      /without writing a PDF/,
    );
    expect(await leftovers()).toEqual([]);
  });

  it('kills a conversion that runs past the timeout', async () => {
    const { binary, source } = await script('sleep 30');
    const started = Date.now();
    await expect(convertToPdf(source, 'docx', { binary, timeoutMs: 300, sandbox: 'off' }, never)).rejects.toThrow(
      /did not finish within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await leftovers()).toEqual([]);
  });

  it('hands over the PDF soffice wrote into --outdir, named after the input', async () => {
    // Writes "%PDF-" to <outdir>/extract.pdf like soffice does; the arguments are soffice's own.
    const { binary, source } = await script(
      'while [ "$1" != "--outdir" ]; do shift; done; mkdir -p "$2"; printf "%%PDF-1.7 fake" > "$2/extract.pdf"',
    );
    const text = await convertToPdf(source, 'docx', { binary, timeoutMs: 5000, sandbox: 'off' }, async (pdf) => readFile(pdf, 'latin1'));
    expect(text).toBe('%PDF-1.7 fake');
    expect(await leftovers()).toEqual([]);
  });

  describe('in bubblewrap (CONVERT_SANDBOX=bwrap, the default)', () => {
    const sandboxed = { timeoutMs: 30_000, sandbox: 'bwrap' as const };

    it('gives soffice no network but its own loopback, no file but its input, output and /usr, and no environment', async () => {
      // A stand-in soffice that reports what it can reach into the "PDF" it writes.
      const secretDir = await mkdtemp(join(tmpdir(), 'kadry-secret-'));
      made.push(secretDir);
      await writeFile(join(secretDir, 'secret'), 'host secret');
      const { binary, source } = await script(
        [
          'while [ "$1" != "--outdir" ]; do shift; done',
          'out="$2"; input="$3"',
          'seen() { if [ -e "$1" ]; then echo "sees $1"; fi; }',
          '{',
          '  printf "%%PDF-1.7\\n"',
          '  echo "input $input: $(cat "$input")"',
          '  echo "interfaces: $(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d " " | tr "\\n" " ")"',
          `  seen ${join(secretDir, 'secret')}; seen ${join(process.cwd(), 'package.json')}; seen /etc/passwd; seen /root; seen /var/run`,
          '  echo "env: $KADRY_PROBE_SECRET"',
          '  echo "processes: $(ls /proc | grep -c "^[0-9]")"', // the host's are not there, only the sandbox's few
          '  touch /usr/kadry-probe 2>/dev/null && echo "writes /usr"',
          '  touch "$input" 2>/dev/null && echo "writes its input"',
          '} > "$out/extract.pdf"',
          'exit 0',
        ].join('\n'),
      );
      process.env.KADRY_PROBE_SECRET = 'from the worker';
      try {
        const report = await convertToPdf(source, 'docx', { binary, ...sandboxed }, async (pdf) => readFile(pdf, 'utf8'));
        expect(report.split('\n').slice(1, -1)).toEqual([
          'input /job/extract.docx: not really a document',
          'interfaces: lo ',
          'env: ',
          expect.stringMatching(/^processes: [1-9]$/),
        ]);
      } finally {
        delete process.env.KADRY_PROBE_SECRET;
      }
      expect(await leftovers()).toEqual([]);
    });

    it('refuses to convert (SandboxMissingError, no retry helps) when bubblewrap cannot be started', async () => {
      const { binary, source } = await script('exit 0');
      const path = process.env.PATH;
      // soffice is found by its full path; bwrap is looked up in a PATH that has none.
      process.env.PATH = join(tmpdir(), 'nowhere');
      try {
        await expect(convertToPdf(source, 'docx', { binary, ...sandboxed }, never)).rejects.toBeInstanceOf(SandboxMissingError);
      } finally {
        process.env.PATH = path;
      }
      expect(await leftovers()).toEqual([]);
    });

    it('kills the sandbox with everything in it when the conversion runs past the timeout', async () => {
      const { binary, source } = await script('sleep 29.4321');
      await expect(convertToPdf(source, 'docx', { binary, timeoutMs: 500, sandbox: 'bwrap' }, never)).rejects.toThrow(
        /did not finish within 500 ms/,
      );
      const sleeping = async () => {
        const found: string[] = [];
        for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
          const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
          if (cmdline.includes('29.4321')) found.push(pid);
        }
        return found;
      };
      const started = Date.now();
      while ((await sleeping()).length > 0 && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await sleeping()).toEqual([]);
      expect(await leftovers()).toEqual([]);
    });

    it('still reports a failing soffice as a failure, not as a missing sandbox', async () => {
      const failing = await script('echo "broken input" >&2; exit 1');
      const error: unknown = await convertToPdf(failing.source, 'docx', { binary: failing.binary, ...sandboxed }, never).catch(
        (caught: unknown) => caught,
      );
      expect(error).not.toBeInstanceOf(SandboxMissingError);
      expect(String(error)).toMatch(/exited with 1: broken input/);
    });
  });

  it('has bubblewrap here (CI installs it with LibreOffice)', () => {
    expect(execFileSync('bwrap', ['--version']).toString()).toMatch(/^bubblewrap /);
  });
});
