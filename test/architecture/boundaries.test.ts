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

describe('bounded-context boundaries', () => {
  it('hold in the code base', async () => {
    expect(await violations(root)).toEqual([]);
  }, 60_000);

  it('are enforced: reaching into another context, or the kernel into a context, is reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kadry-boundaries-'));
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

// The web app's layers (web/.dependency-cruiser.cjs): shared → features → app, one way.
async function webViolations(cwd: string): Promise<Violation[]> {
  const args = [depcruise, 'web/src', '--config', join(root, 'web/.dependency-cruiser.cjs'), '--output-type', 'json'];
  const result = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`dependency-cruiser failed: ${error.stderr ?? ''}`);
    return { stdout: error.stdout };
  });
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
      file('web/src/app/router.tsx', "import { login } from '../features/auth/login';\nexport const routes = [login];\n");
      file('web/src/app/providers.tsx', "import { create } from '../features/profile/create';\nexport const providers = create;\n");
      file('web/src/shared/lib/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      file('web/src/shared/lib/b.ts', "import { a } from './a';\nexport const b = () => a;\n");

      const found = (await webViolations(dir)).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
      expect(found).toEqual([
        'web-app-reaches-features-through-the-route-table: web/src/app/providers.tsx -> web/src/features/profile/create.ts',
        'web-features-do-not-reach-the-app: web/src/features/profile/status.ts -> web/src/app/app-actor.tsx',
        'web-no-circular: web/src/shared/lib/a.ts -> web/src/shared/lib/b.ts',
        'web-no-feature-imports-another: web/src/features/profile/create.ts -> web/src/features/auth/login.ts',
        'web-shared-depends-on-no-feature-or-app: web/src/shared/leaky.ts -> web/src/features/auth/login.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
