import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { tempDir } from '../support/temp-dir.js';

// The shape of a bounded context (docs/architecture.md, "Layout" and "Rules the tests enforce"), read from the files
// alone (no compiler, so it stays in the unit tier): only the layout's folders, no EntityManager
// in http/, one handler of any kind a file in commands/, queries/ and events/, only handlers in
// commands/, and nothing in commands/ that imports the
// context's http/ (a command is what the controllers call: it must not depend on them or their DTOs). Beside boundaries.test.ts, which checks the
// imports between contexts; like it, it proves each rule can fail on a planted violation.

const root = resolve(import.meta.dirname, '../..');

/** The bounded contexts under src/ (technical modules such as shared/ and notifications/ are not contexts). */
const CONTEXTS = ['identity', 'company', 'verification', 'profiling', 'catalogue', 'notices'] as const;

/** The folders of a context's layout (docs/architecture.md, "Layout"). */
const LAYOUT_FOLDERS = ['domain', 'commands', 'queries', 'events', 'http', 'templates', 'read'];

/**
 * Folders beyond the layout that a context may have, and why each is legitimate. `read/` is in the
 * layout ("read models and projections in read/").
 */
const EXTRA_FOLDERS: Record<string, string> = {
  demo: "the context's share of `demo:companies`: set-based SQL filling its own tables (company, verification), called by the CLI",
  seed: "the catalogue's content loader (`npm run seed`): data/ files into its own tables, called by the CLI and npm start",
  provisioning: "identity's accounts made outside HTTP (user:create, seed --demo, demo owners), called by the CLI",
  files: "the context's own file records over src/shared/storage (each context records its own files: extracts, policies, avatars), with its worker jobs (DOC/DOCX to PDF)",
  pdf: "profiling's vacancy PDF: the document model, the worker's renderer and its queue (slow work on files runs as jobs in the worker)",
};

/**
 * Today's violations, each by rule and path with its reason, so the test passes now and fails on
 * any new one. An entry that no longer occurs fails the test too: remove it when its code is fixed.
 * The helpers below are shared by several handlers of their context (shared by several command handlers (and reads); one of the helpers to move out of commands/ into one folder every context names alike); the two query files
 * keep several handlers around one in-memory index or row mapping, to split next.
 */
const KNOWN_EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([
  ['commands-hold-handlers-only: src/catalogue/commands/promotion.ts', "the row lookup and ownership change shared by the promote/demote handlers"],
  ['commands-hold-handlers-only: src/company/commands/company-access.ts', "requireMember and the permission matrix, asked by the company's commands and queries"],
  ['commands-hold-handlers-only: src/company/commands/company-notices.ts', "the company's secret-carrying messages, staged by several command handlers"],
  ['commands-hold-handlers-only: src/company/commands/file-access.ts', "the company file a caller may touch, shared by the file commands"],
  ['commands-hold-handlers-only: src/company/commands/member-ref.ts', "resolving a member named by id or e-mail, shared by the member commands"],
  ['commands-hold-handlers-only: src/identity/commands/confirmation-mail.ts', "the confirmation link issued by registration and resend"],
  ['commands-hold-handlers-only: src/identity/commands/phone-codes.ts', "sending a one-time SMS code, shared by the phone and forgot flows"],
  ['commands-hold-handlers-only: src/identity/commands/profile-rules.ts', "what the profile use cases share: the account, option ids, the save"],
  ['commands-hold-handlers-only: src/identity/commands/secret-messages.ts', "staging secret-carrying messages in the handler's transaction (the secret-mail path)"],
  ['commands-hold-handlers-only: src/profiling/commands/access.ts', "the caller's membership and locked rows, shared by every profiling command and read"],
  ['commands-hold-handlers-only: src/profiling/commands/approval-round.ts', "the approval requests' rows, read and written under the vacancy's lock by the approval commands"],
  ['commands-hold-handlers-only: src/profiling/commands/catalogue-check.ts', "asking the catalogue about ids, shared by the profile, department and vacancy commands"],
  ['commands-hold-handlers-only: src/profiling/commands/department-form.ts', "the department form's checks, shared by add and edit"],
  ['commands-hold-handlers-only: src/profiling/commands/department-names.ts', "a department's name from an item or text, shared by add and edit"],
  ['commands-hold-handlers-only: src/profiling/commands/profile-step-save.ts', "the common end of the profile wizard's step saves"],
  ['commands-hold-handlers-only: src/profiling/commands/vacancy-check.ts', "the problems of a vacancy step body, for the step save"],
  ['commands-hold-handlers-only: src/profiling/commands/vacancy-step-inputs.ts', "the step save's own input types (so the command depends on no DTO)"],
  ['commands-hold-handlers-only: src/profiling/commands/vacancy-steps.ts', "the readers of each vacancy step, for the step save"],
  ['commands-hold-handlers-only: src/verification/commands/case-repository.ts', "loading and saving VerificationCase, shared by the decision and claim commands"],
  ['one-handler-per-file: src/catalogue/queries/competency.ts', 'three reads of the competency catalogue around one row mapping (itemView, positionView)'],
  ['one-handler-per-file: src/catalogue/queries/places.ts', 'five reads of cities, streets and universities around the in-memory CityIndex'],
]);

const ENTITY_MANAGER_IMPORT = /\bimport\b[^;]*\bEntityManager\b[^;]*\bfrom\s*['"]@mikro-orm\//;
const COMMAND_HANDLER = /@CommandHandler\s*\(/;
/** A handler of any kind: command, query or event. */
const ANY_HANDLER = /@(?:CommandHandler|QueryHandler|EventsHandler)\s*\(/g;
/** The folders whose files hold one handler each (and whatever only that handler needs). */
const HANDLER_FOLDERS = ['commands', 'queries', 'events'];
/** The relative specifiers of a file's imports and re-exports (type-only ones too) and of its dynamic imports. */
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g;

/** Whether `file` imports anything under `folder` by a relative path. */
function importsFrom(file: string, folder: string): boolean {
  return [...readFileSync(file, 'utf8').matchAll(RELATIVE_SPECIFIER)].some(([, specifier]) => {
    const target = resolve(dirname(file), specifier ?? '');
    return target === folder || target.startsWith(`${folder}${sep}`);
  });
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every breach of the five rules under `base`/src, as `rule: path` (paths relative to `base`). */
function structureViolations(base: string): string[] {
  const found: string[] = [];
  const rel = (path: string) => relative(base, path).split('\\').join('/');
  for (const context of CONTEXTS) {
    const dir = join(base, 'src', context);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !LAYOUT_FOLDERS.includes(entry.name) && !(entry.name in EXTRA_FOLDERS)) {
        found.push(`layout-folders-only: ${rel(join(dir, entry.name))}`);
      }
    }
    for (const file of sourceFiles(join(dir, 'http'))) {
      if (ENTITY_MANAGER_IMPORT.test(readFileSync(file, 'utf8'))) found.push(`no-entity-manager-in-http: ${rel(file)}`);
    }
    for (const folder of HANDLER_FOLDERS) {
      for (const file of sourceFiles(join(dir, folder))) {
        if ((readFileSync(file, 'utf8').match(ANY_HANDLER) ?? []).length > 1) found.push(`one-handler-per-file: ${rel(file)}`);
      }
    }
    for (const file of sourceFiles(join(dir, 'commands'))) {
      if (!COMMAND_HANDLER.test(readFileSync(file, 'utf8'))) found.push(`commands-hold-handlers-only: ${rel(file)}`);
      if (importsFrom(file, join(dir, 'http'))) found.push(`no-http-in-commands: ${rel(file)}`);
    }
  }
  return found.sort();
}

describe('context structure (docs/architecture.md, "Rules the tests enforce")', () => {
  it('holds in the code base, but for the known exceptions', () => {
    const found = structureViolations(root);
    expect(found.filter((violation) => !KNOWN_EXCEPTIONS.has(violation))).toEqual([]);
    // Each exception says why it stands.
    expect([...KNOWN_EXCEPTIONS].filter(([, reason]) => reason.trim() === '')).toEqual([]);
    // A fixed exception leaves the list: it must stay exactly today's violations.
    expect([...KNOWN_EXCEPTIONS.keys()].filter((known) => !found.includes(known))).toEqual([]);
    // And every extra folder allowed is one some context has.
    const present = CONTEXTS.flatMap((context) => readdirSync(join(root, 'src', context)));
    expect(Object.keys(EXTRA_FOLDERS).filter((folder) => !present.includes(folder))).toEqual([]);
  });

  it('covers every context: each folder of src/ with a contract and a module is one, but notifications', () => {
    const withContract = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => existsSync(join(root, 'src', name, `${name}.contract.ts`)) && existsSync(join(root, 'src', name, `${name}.module.ts`)));
    // notifications/ is the technical module of queues and senders (docs/architecture.md, "Bounded contexts"), not a context.
    expect(withContract.filter((name) => name !== 'notifications').sort()).toEqual([...CONTEXTS].sort());
  });

  it('is enforced: a planted folder, EntityManager in a controller, two handlers of any kind in one file, a helper in commands/ and a command importing http/ are reported', () => {
    const base = tempDir('kadry-structure-');
    const file = (path: string, text: string) => {
      mkdirSync(join(base, path, '..'), { recursive: true });
      writeFileSync(join(base, path), text);
    };
    // Allowed: the layout's folders, a listed extra one, one handler a file, a spec with two,
    // EntityManager outside http/, and a controller that only names it in a comment.
    file('src/company/domain/company.ts', 'export class Company {}\n');
    file('src/company/read/case-row.ts', 'export const row = 1;\n');
    file('src/company/demo/fill.ts', "import { EntityManager } from '@mikro-orm/postgresql';\nexport const em = EntityManager;\n");
    file('src/company/commands/register-company.ts', '@CommandHandler(RegisterCompanyCommand)\nexport class RegisterCompanyHandler {}\n');
    file('src/company/commands/register-company.spec.ts', '@CommandHandler(A)\nclass A {}\n@CommandHandler(B)\nclass B {}\n');
    file('src/company/http/company.controller.ts', "import { QueryBus } from '@nestjs/cqrs';\n// no EntityManager here: queries go through the bus\nexport const bus = QueryBus;\n");
    // A command may import the shared kernel's http helpers and its own context's domain.
    file('src/company/commands/rename-company.ts', "import { collectFieldErrors } from '../../shared/http/validation.js';\nimport { Company } from '../domain/company.js';\nexport const use = [collectFieldErrors, Company];\n@CommandHandler(RenameCompanyCommand)\nexport class RenameCompanyHandler {}\n");
    // One query or event handler a file, and helpers beside them outside commands/.
    file('src/company/queries/get-company.ts', '@QueryHandler(GetCompanyQuery)\nexport class GetCompanyHandler {}\n');
    file('src/company/queries/company-row.ts', 'export const row = 1;\n');
    file('src/company/events/mail-on-company-deleted.ts', '@EventsHandler(CompanyDeleted)\nexport class MailOnCompanyDeleted {}\n');
    // Planted violations, one per rule (in two contexts, so every context is read).
    file('src/verification/helpers/format.ts', 'export const format = 1;\n');
    file(
      'src/notices/http/notices.controller.ts',
      "import {\n  type EntityManager,\n  LockMode,\n} from '@mikro-orm/postgresql';\nexport type M = EntityManager;\nexport const l = LockMode;\n",
    );
    file('src/company/commands/two-cases.ts', '@CommandHandler(A)\nexport class A {}\n\n@CommandHandler(B)\nexport class B {}\n');
    file('src/profiling/commands/save-step.ts', "import type { StepDto } from '../http/step.dto.js';\nexport type S = StepDto;\n@CommandHandler(SaveStepCommand)\nexport class SaveStepHandler {}\n");
    file('src/profiling/queries/two-reads.ts', '@QueryHandler(A)\nexport class A {}\n@QueryHandler(B)\nexport class B {}\n');
    file('src/notices/events/two-reactions.ts', '@EventsHandler(A)\nexport class A {}\n@EventsHandler(B)\nexport class B {}\n');
    file('src/identity/commands/mixed.ts', '@CommandHandler(A)\nexport class A {}\n@QueryHandler(B)\nexport class B {}\n');
    file('src/identity/commands/secret-helper.ts', 'export function stage() {}\n');

    expect(structureViolations(base)).toEqual([
      'commands-hold-handlers-only: src/identity/commands/secret-helper.ts',
      'layout-folders-only: src/verification/helpers',
      'no-entity-manager-in-http: src/notices/http/notices.controller.ts',
      'no-http-in-commands: src/profiling/commands/save-step.ts',
      'one-handler-per-file: src/company/commands/two-cases.ts',
      'one-handler-per-file: src/identity/commands/mixed.ts',
      'one-handler-per-file: src/notices/events/two-reactions.ts',
      'one-handler-per-file: src/profiling/queries/two-reads.ts',
    ]);
  });
});
