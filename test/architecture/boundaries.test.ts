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
  const result = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`dependency-cruiser failed: ${error.stderr ?? ''}`);
      return { stdout: error.stdout };
    },
  );
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
    file(
      'src/verification/allowed.ts',
      "import { RegisterCompanyCommand } from '../company/company.contract.js';\nexport const a = RegisterCompanyCommand;\n",
    );
    file(
      'src/verification/sneaky.ts',
      "import { CompanyService } from '../company/company.service.js';\nexport const b = CompanyService;\n",
    );
    file(
      'src/shared/leaky.ts',
      "import { RegisterCompanyCommand } from '../company/company.contract.js';\nexport const c = RegisterCompanyCommand;\n",
    );

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

  it('are enforced: the shared contract (built by the web too) imports nothing outside its folder, and anyone may import it', async () => {
    const { dir, file } = fixture();
    file('src/shared/i18n/lang.ts', "export type Lang = 'ru';\n");
    file('src/shared/contract/limits.ts', 'export const LIMIT = 1;\n');
    file(
      'src/shared/contract/vacancy.ts',
      "import { LIMIT } from './limits.js';\nimport { readFileSync } from 'node:fs';\nimport type { Lang } from '../i18n/lang.js';\nexport const v: [number, unknown, Lang | null] = [LIMIT, readFileSync, null];\n",
    );
    file('src/profiling/rules.ts', "import { LIMIT } from '../shared/contract/limits.js';\nexport const r = LIMIT;\n");

    const found = (await violations(dir)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual([
      'shared-contract-imports-nothing: src/shared/contract/vacancy.ts -> fs',
      'shared-contract-imports-nothing: src/shared/contract/vacancy.ts -> src/shared/i18n/lang.ts',
    ]);
  }, 60_000);
});

// The web app's layers (web/.dependency-cruiser.cjs): shared → features → app, one way.
async function webViolations(cwd: string): Promise<Violation[]> {
  const args = [depcruise, 'web/src', '--config', join(root, 'web/.dependency-cruiser.cjs'), '--output-type', 'json'];
  const result = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`dependency-cruiser failed: ${error.stderr ?? ''}`);
      return { stdout: error.stdout };
    },
  );
  return (JSON.parse(result.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('web app layers', () => {
  it('hold in the code base', async () => {
    expect(await webViolations(root)).toEqual([]);
  }, 60_000);

  it('are enforced: every rule reports a fixture that breaks it, and lets the allowed imports pass', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kadry-web-layers-'));
    try {
      cpSync(join(root, 'web/tsconfig.json'), join(dir, 'web/tsconfig.json'));
      const file = (path: string, text: string) => {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      file('web/src/shared/ui/button.ts', 'export const button = 1;\n');
      file('web/src/app/app-actor.tsx', 'export const actor = 1;\n');
      file('web/src/features/auth/login.ts', "import { button } from '../../shared/ui/button';\nexport const login = button;\n");
      file('web/src/features/profile/create.ts', "import { login } from '../auth/login';\nexport const create = login;\n");
      file('web/src/features/profile/status.ts', "import { actor } from '../../app/app-actor';\nexport const status = actor;\n");
      file('web/src/shared/leaky.ts', "import { login } from '../features/auth/login';\nexport const leaky = login;\n");
      // The route table may import an area's door (index.ts), never a file inside the area.
      file('web/src/features/auth/index.ts', "export { login } from './login';\n");
      file('web/src/features/profile/index.ts', "export const screens = { create: () => import('./create') };\n");
      file(
        'web/src/app/router.tsx',
        "import { login } from '../features/auth';\nimport { screens } from '../features/profile';\nimport { login as inner } from '../features/auth/login';\nexport const routes = [login, screens, inner];\n",
      );
      file('web/src/app/providers.tsx', "import { create } from '../features/profile/create';\nexport const providers = create;\n");
      file('web/src/shared/lib/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      file('web/src/shared/lib/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
      // Of the server's code, only the shared contract, which imports nothing outside its folder.
      file('src/shared/contract/limits.ts', 'export const LIMIT = 1;\n');
      file(
        'src/shared/contract/leaky.ts',
        "import { LIMIT } from './limits.js';\nimport { role } from '../../identity/roles.js';\nexport const leaky = [LIMIT, role];\n",
      );
      file('src/identity/roles.ts', "export const role = 'owner';\n");
      file(
        'web/src/shared/api/limits.ts',
        "import { LIMIT } from '../../../../src/shared/contract/limits';\nexport const limit = LIMIT;\n",
      );
      file(
        'web/src/shared/api/roles.ts',
        "import { role } from '../../../../src/identity/roles';\nimport { leaky } from '../../../../src/shared/contract/leaky';\nexport const roles = [role, leaky];\n",
      );

      const found = (await webViolations(dir)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
      expect(found).toEqual([
        'web-app-reaches-features-through-the-route-table: web/src/app/providers.tsx -> web/src/features/profile/create.ts',
        'web-features-do-not-reach-the-app: web/src/features/profile/status.ts -> web/src/app/app-actor.tsx',
        'web-features-only-through-their-index: web/src/app/providers.tsx -> web/src/features/profile/create.ts',
        'web-features-only-through-their-index: web/src/app/router.tsx -> web/src/features/auth/login.ts',
        'web-features-only-through-their-index: web/src/shared/leaky.ts -> web/src/features/auth/login.ts',
        'web-no-circular: web/src/shared/lib/a.ts -> web/src/shared/lib/b.ts',
        'web-no-feature-imports-another: web/src/features/profile/create.ts -> web/src/features/auth/login.ts',
        'web-reaches-the-server-only-through-the-shared-contract: web/src/shared/api/roles.ts -> src/identity/roles.ts',
        'web-shared-contract-imports-nothing: src/shared/contract/leaky.ts -> src/identity/roles.ts',
        'web-shared-depends-on-no-feature-or-app: web/src/shared/leaky.ts -> web/src/features/auth/login.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
