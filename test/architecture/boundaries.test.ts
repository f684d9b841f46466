import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '../support/temp-dir.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

async function violations(cwd: string): Promise<Violation[]> {
  const args = [depcruise, 'src', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'];
  // depcruise exits non-zero when it finds violations; its JSON report is on stdout either way.
  const result = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`dependency-cruiser failed: ${error.stderr ?? ''}`);
    return { stdout: error.stdout };
  });
  return (JSON.parse(result.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('bounded-context boundaries', () => {
  it('hold in the code base', async () => {
    expect(await violations(root)).toEqual([]);
  }, 60_000);

  it('are enforced: reaching into another context, or the kernel into a context, is reported', async () => {
    const dir = tempDir('kadry-boundaries-');
    cpSync(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
    const file = (path: string, text: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    file('src/company/company.contract.ts', "export { CompanyService } from './company.service.js';\n");
    file('src/company/company.service.ts', 'export class CompanyService {}\n');
    file('src/verification/allowed.ts', "import { CompanyService } from '../company/company.contract.js';\nexport const a = CompanyService;\n");
    file('src/verification/sneaky.ts', "import { CompanyService } from '../company/company.service.js';\nexport const b = CompanyService;\n");
    file('src/shared/leaky.ts', "import { CompanyService } from '../company/company.contract.js';\nexport const c = CompanyService;\n");

    const found = (await violations(dir)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual([
      'context-through-contract-only: src/verification/sneaky.ts -> src/company/company.service.ts',
      'shared-kernel-depends-on-no-context: src/shared/leaky.ts -> src/company/company.contract.ts',
    ]);
  }, 60_000);
});
