import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { tempDir } from '../support/temp-dir.js';

// The shape of a bounded context (docs/architecture.md, "Layout" and "Rules the tests enforce"), read from the files
// alone (no compiler, so it stays in the unit tier): only the layout's folders, no EntityManager
// in http/, each handler in the folder of its kind and one a file, only command handlers in
// commands/ and nothing there that imports the context's http/ (a command is what the controllers
// call: it must not depend on them or their DTOs), events recorded only by the aggregates of
// domain/, persistence helpers in one place: `domain/<name>.repository.ts`, and one check of an
// id's shape in the whole of src/ (`parseId`, src/shared/domain/id.ts). Beside
// boundaries.test.ts, which checks the imports between contexts; like it, it proves each rule can
// fail on a planted violation.

const root = resolve(import.meta.dirname, '../..');

/** The bounded contexts under src/ (technical modules such as shared/ and notifications/ are not contexts). */
const CONTEXTS = ['identity', 'company', 'verification', 'profiling', 'catalogue', 'notices', 'recruiting', 'careers'] as const;

/**
 * The folders of a context's layout (docs/architecture.md, "Layout"). `services/` holds what several
 * handlers share that is neither a rule (domain/) nor persistence (domain/*.repository.ts): asking
 * other contexts, staging the secret-carrying messages, sending codes.
 */
const LAYOUT_FOLDERS = ['domain', 'commands', 'queries', 'events', 'http', 'templates', 'read', 'services'];

/**
 * Folders beyond the layout that a context may have, and why each is legitimate. `read/` is in the
 * layout ("read models and projections in read/").
 */
const EXTRA_FOLDERS: Record<string, string> = {
  demo: "the context's share of `demo:companies`: set-based SQL filling its own tables (company, verification), called by the CLI",
  seed: "the catalogue's content loader (`npm run seed`): data/ files into its own tables, called by the CLI and npm start",
  provisioning: "identity's accounts made outside HTTP (user:create, seed --demo, demo owners), called by the CLI",
  files:
    "the context's own file records over src/shared/storage (each context records its own files: extracts, policies, avatars), with its worker jobs (DOC/DOCX to PDF)",
  pdf: "profiling's vacancy PDF: the document model, the worker's renderer and its queue (slow work on files runs as jobs in the worker)",
  pages:
    "careers' server-rendered public pages: the escaping templates, the layout, the texts of the pages in three languages and the apply form (docs/careers.md)",
  external:
    "identity's sign-in through other providers: the OpenID Connect relying party (openid-client), its sealed flow cookie and the one-time hand-over to the web app",
};

const ENTITY_MANAGER_IMPORT = /\bimport\b[^;]*\bEntityManager\b[^;]*\bfrom\s*['"]@mikro-orm\//;
const COMMAND_HANDLER = /@CommandHandler\s*\(/;
/** A handler of any kind: command, query or event. */
const ANY_HANDLER = /@(?:CommandHandler|QueryHandler|EventsHandler)\s*\(/g;
/** The folders whose files hold one handler each (and whatever only that handler needs). */
const HANDLER_FOLDERS = ['commands', 'queries', 'events'];
/** The folder each kind of handler lives in. */
const HANDLER_HOME = { CommandHandler: 'commands', QueryHandler: 'queries', EventsHandler: 'events' } as const;
const HANDLER_KIND = /@(CommandHandler|QueryHandler|EventsHandler)\s*\(/g;
/** Recording an event: importing or calling the aggregate helper (comments aside). */
const RECORD_EVENT = /\brecordEvent\b/;
const REPOSITORY_FILE = /\.repository\.ts$/;
/** Where an id's shape is checked: only `parseId` spells a UUID's pattern; class-validator's own check is not used either. */
const ID_CHECK_HOME = 'src/shared/domain/id.ts';
const UUID_CHECK = /\[0-9a-f(?:A-F)?\]\{8\}-|\b(?:IsUUID|isUUID)\b/;
/** The relative specifiers of a file's imports and re-exports (type-only ones too) and of its dynamic imports. */
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g;

/** The code of a file without its comments, so a comment naming a helper counts for nothing. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

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

/** Every breach of the rules under `base`/src, as `rule: path` (paths relative to `base`). */
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
    for (const file of sourceFiles(dir)) {
      const folder = relative(dir, file).split(sep)[0];
      const text = code(file);
      for (const [, kind] of text.matchAll(HANDLER_KIND)) {
        if (HANDLER_HOME[kind as keyof typeof HANDLER_HOME] !== folder) found.push(`handlers-in-their-folders: ${rel(file)}`);
      }
      if (folder !== 'domain' && RECORD_EVENT.test(text)) found.push(`record-event-in-domain-only: ${rel(file)}`);
      if (folder !== 'domain' && REPOSITORY_FILE.test(file)) found.push(`repositories-in-domain: ${rel(file)}`);
      if (folder === 'domain' && !REPOSITORY_FILE.test(file) && ENTITY_MANAGER_IMPORT.test(text))
        found.push(`persistence-in-repositories: ${rel(file)}`);
    }
    for (const folder of HANDLER_FOLDERS) {
      for (const file of sourceFiles(join(dir, folder))) {
        if ((code(file).match(ANY_HANDLER) ?? []).length > 1) found.push(`one-handler-per-file: ${rel(file)}`);
      }
    }
    for (const file of sourceFiles(join(dir, 'commands'))) {
      if (!COMMAND_HANDLER.test(code(file))) found.push(`commands-hold-handlers-only: ${rel(file)}`);
      if (importsFrom(file, join(dir, 'http'))) found.push(`no-http-in-commands: ${rel(file)}`);
    }
  }
  for (const file of sourceFiles(join(base, 'src'))) {
    if (rel(file) !== ID_CHECK_HOME && UUID_CHECK.test(code(file))) found.push(`one-id-check: ${rel(file)}`);
  }
  return [...new Set(found)].sort();
}

describe('context structure (docs/architecture.md, "Rules the tests enforce")', () => {
  it('holds in the code base, with no exception', () => {
    expect(structureViolations(root)).toEqual([]);
    // And every extra folder allowed is one some context has.
    const present = CONTEXTS.flatMap((context) => readdirSync(join(root, 'src', context)));
    expect(Object.keys(EXTRA_FOLDERS).filter((folder) => !present.includes(folder))).toEqual([]);
  });

  it('covers every context: each folder of src/ with a contract and a module is one, but notifications', () => {
    const withContract = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter(
        (name) => existsSync(join(root, 'src', name, `${name}.contract.ts`)) && existsSync(join(root, 'src', name, `${name}.module.ts`)),
      );
    // notifications/ is the technical module of queues and senders (docs/architecture.md, "Bounded contexts"), not a context.
    expect(withContract.filter((name) => name !== 'notifications').sort()).toEqual([...CONTEXTS].sort());
  });

  it('is enforced: each rule reports its planted violation', () => {
    const base = tempDir('kadry-structure-');
    const file = (path: string, text: string) => {
      mkdirSync(join(base, path, '..'), { recursive: true });
      writeFileSync(join(base, path), text);
    };
    // Allowed: the layout's folders, a listed extra one, one handler a file, a spec with two,
    // EntityManager outside http/, and a controller that only names it in a comment; an aggregate
    // and a repository recording events, the repository with EntityManager, a helper in services/,
    // and a handler that names recordEvent only in a comment.
    file(
      'src/company/domain/company.ts',
      "import { recordEvent } from '../../shared/domain/aggregate-root.js';\nexport class Company {\n  registered() {\n    recordEvent(this, {});\n  }\n}\n",
    );
    file(
      'src/company/domain/company.repository.ts',
      "import type { EntityManager } from '@mikro-orm/postgresql';\nimport { recordEvent } from '../../shared/domain/aggregate-root.js';\nexport const save = (em: EntityManager, carrier: object) => recordEvent(carrier, {});\n",
    );
    file('src/company/services/company-notices.ts', 'export class CompanyNotices {}\n');
    file('src/company/read/case-row.ts', 'export const row = 1;\n');
    file('src/company/demo/fill.ts', "import { EntityManager } from '@mikro-orm/postgresql';\nexport const em = EntityManager;\n");
    file('src/company/commands/register-company.ts', '@CommandHandler(RegisterCompanyCommand)\nexport class RegisterCompanyHandler {}\n');
    file('src/company/commands/register-company.spec.ts', '@CommandHandler(A)\nclass A {}\n@CommandHandler(B)\nclass B {}\n');
    file(
      'src/company/http/company.controller.ts',
      "import { QueryBus } from '@nestjs/cqrs';\n// no EntityManager here: queries go through the bus\nexport const bus = QueryBus;\n",
    );
    // A command may import the shared kernel's http helpers and its own context's domain.
    file(
      'src/company/commands/rename-company.ts',
      "import { collectFieldErrors } from '../../shared/http/validation.js';\nimport { Company } from '../domain/company.js';\nexport const use = [collectFieldErrors, Company];\n@CommandHandler(RenameCompanyCommand)\nexport class RenameCompanyHandler {}\n",
    );
    // One query or event handler a file, and helpers beside them outside commands/.
    file('src/company/queries/get-company.ts', '@QueryHandler(GetCompanyQuery)\nexport class GetCompanyHandler {}\n');
    file('src/company/queries/company-row.ts', 'export const row = 1;\n');
    file(
      'src/company/events/mail-on-company-deleted.ts',
      '// Company.delete recorded the event (recordEvent), not this handler.\n@EventsHandler(CompanyDeleted)\nexport class MailOnCompanyDeleted {}\n',
    );
    // Planted violations, one per rule (in two contexts, so every context is read).
    file('src/verification/helpers/format.ts', 'export const format = 1;\n');
    file(
      'src/notices/http/notices.controller.ts',
      "import {\n  type EntityManager,\n  LockMode,\n} from '@mikro-orm/postgresql';\nexport type M = EntityManager;\nexport const l = LockMode;\n",
    );
    file('src/company/commands/two-cases.ts', '@CommandHandler(A)\nexport class A {}\n\n@CommandHandler(B)\nexport class B {}\n');
    file(
      'src/profiling/commands/save-step.ts',
      "import type { StepDto } from '../http/step.dto.js';\nexport type S = StepDto;\n@CommandHandler(SaveStepCommand)\nexport class SaveStepHandler {}\n",
    );
    file('src/profiling/queries/two-reads.ts', '@QueryHandler(A)\nexport class A {}\n@QueryHandler(B)\nexport class B {}\n');
    file('src/notices/events/two-reactions.ts', '@EventsHandler(A)\nexport class A {}\n@EventsHandler(B)\nexport class B {}\n');
    file('src/identity/commands/mixed.ts', '@CommandHandler(A)\nexport class A {}\n@QueryHandler(B)\nexport class B {}\n');
    file('src/identity/commands/secret-helper.ts', 'export function stage() {}\n');
    file(
      'src/company/commands/offer-transfer.ts',
      "import { recordEvent } from '../../shared/domain/aggregate-root.js';\n@CommandHandler(OfferTransferCommand)\nexport class OfferTransferHandler {\n  execute(company: object) {\n    recordEvent(company, {});\n  }\n}\n",
    );
    file(
      'src/profiling/services/profile-lock.repository.ts',
      "import type { EntityManager } from '@mikro-orm/postgresql';\nexport const lock = (em: EntityManager) => em;\n",
    );
    file(
      'src/verification/domain/case-store.ts',
      "import type { EntityManager } from '@mikro-orm/postgresql';\nexport const load = (em: EntityManager) => em;\n",
    );
    file('src/catalogue/services/get-city.ts', '@QueryHandler(GetCityQuery)\nexport class GetCityHandler {}\n');
    // The one id check, and two more: a pattern of its own and class-validator's.
    file(
      'src/shared/domain/id.ts',
      'const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;\nexport const parseId = (v: string) => UUID.test(v);\n',
    );
    file(
      'src/notices/domain/notice.repository.ts',
      'const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;\nexport const ok = (v: string) => ID.test(v);\n',
    );
    file('src/shared/http/ids.dto.ts', "import { IsUUID } from 'class-validator';\nexport const check = IsUUID;\n");

    expect(structureViolations(base)).toEqual([
      'commands-hold-handlers-only: src/identity/commands/secret-helper.ts',
      'handlers-in-their-folders: src/catalogue/services/get-city.ts',
      'handlers-in-their-folders: src/identity/commands/mixed.ts',
      'layout-folders-only: src/verification/helpers',
      'no-entity-manager-in-http: src/notices/http/notices.controller.ts',
      'no-http-in-commands: src/profiling/commands/save-step.ts',
      'one-handler-per-file: src/company/commands/two-cases.ts',
      'one-handler-per-file: src/identity/commands/mixed.ts',
      'one-handler-per-file: src/notices/events/two-reactions.ts',
      'one-handler-per-file: src/profiling/queries/two-reads.ts',
      'one-id-check: src/notices/domain/notice.repository.ts',
      'one-id-check: src/shared/http/ids.dto.ts',
      'persistence-in-repositories: src/verification/domain/case-store.ts',
      'record-event-in-domain-only: src/company/commands/offer-transfer.ts',
      'repositories-in-domain: src/profiling/services/profile-lock.repository.ts',
    ]);
  });
});
