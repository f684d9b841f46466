import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

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

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away source tree for dependency-cruiser, with the repository's tsconfig. */
function fixture(): { dir: string; file(path: string, text: string): void } {
  const dir = mkdtempSync(join(tmpdir(), 'kadry-boundaries-'));
  fixtures.push(dir);
  cpSync(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  return {
    dir,
    file: (path, text) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
  };
}

describe('bounded-context boundaries', () => {
  it('hold in the code base', async () => {
    expect(await violations(root)).toEqual([]);
  }, 60_000);

  it('are enforced: reaching into another context, or the kernel into a context, is reported', async () => {
    const { dir, file } = fixture();
    // The contract re-exports a leaf (a command), so only the two reaching imports break a rule.
    file('src/company/company.contract.ts', "export { RegisterCompanyCommand } from './commands/register-company.js';\n");
    file('src/company/commands/register-company.ts', 'export class RegisterCompanyCommand {}\n');
    file('src/company/company.service.ts', 'export class CompanyService {}\n');
    file('src/verification/allowed.ts', "import { RegisterCompanyCommand } from '../company/company.contract.js';\nexport const a = RegisterCompanyCommand;\n");
    file('src/verification/sneaky.ts', "import { CompanyService } from '../company/company.service.js';\nexport const b = CompanyService;\n");
    file('src/shared/leaky.ts', "import { RegisterCompanyCommand } from '../company/company.contract.js';\nexport const c = RegisterCompanyCommand;\n");

    const found = (await violations(dir)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual([
      'context-through-contract-only: src/verification/sneaky.ts -> src/company/company.service.ts',
      'shared-kernel-depends-on-no-context: src/shared/leaky.ts -> src/company/company.contract.ts',
    ]);
  }, 60_000);

  it('are enforced: a contract re-exports only commands, queries, integration events and plain types', async () => {
    const { dir, file } = fixture();
    file(
      'src/company/company.contract.ts',
      [
        "export { RegisterCompanyCommand } from './commands/register-company.js';",
        "export { MembershipQuery } from './queries/membership.js';",
        "export { CompanyVerified } from './domain/company.events.js';",
        "export { COMPANY_STATUSES } from './company.types.js';",
        "export { CompanyModule } from './company.module.js';",
        "export { Company } from './domain/company.entity.js';",
        '',
      ].join('\n'),
    );
    file('src/company/commands/register-company.ts', 'export class RegisterCompanyCommand {}\n');
    file('src/company/queries/membership.ts', 'export class MembershipQuery {}\n');
    file('src/company/domain/company.events.ts', 'export class CompanyVerified {}\n');
    file('src/company/company.types.ts', 'export const COMPANY_STATUSES = [1, 2, 3, 4, 5] as const;\n');
    file('src/company/company.module.ts', 'export class CompanyModule {}\n');
    file('src/company/domain/company.entity.ts', 'export class Company {}\n');

    const found = (await violations(dir)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual([
      'contract-is-a-leaf: src/company/company.contract.ts -> src/company/company.module.ts',
      'contract-is-a-leaf: src/company/company.contract.ts -> src/company/domain/company.entity.ts',
    ]);
  }, 60_000);
});
