import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DomainEvent, storedTypesOf } from '../../src/shared/domain/domain-event.js';

// Events stored under a declared name (docs/architecture.md, "Rules the tests enforce"): every
// event class of the product declares its own `static readonly type`, no two share a stored name,
// and no name that outbox rows may hold ever disappears (the relay would deliver such rows to no
// one). The registry refuses duplicates among the handled events when the worker starts; this test
// sees every event, handled or not.

const root = resolve(import.meta.dirname, '../..');

/**
 * Every name the product has stored events under (the declared types and legacy types of today's
 * events). A name leaves this list never: outbox rows may still hold it. A renamed class keeps its
 * `type`; a changed `type` lists the old one in `legacyTypes`. A new event adds its name here.
 */
const STORED_TYPES = [
  // identity
  'UserRegistered',
  'RegistrationAttempted',
  'EmailConfirmationRequested',
  'EmailConfirmed',
  'PhoneCodeRequested',
  'PhoneConfirmed',
  'PasswordResetRequested',
  'PasswordChanged',
  // company
  'CompanyRegistered',
  'CompanyEdited',
  'CompanySubmittedForVerification',
  'CompanyFileAdded',
  'CompanyFileRemoved',
  'CompanyArchived',
  'CompanyRestored',
  'CompanyDeleted',
  'CompanyMemberInvited',
  'CompanyMemberConfirmed',
  'CompanyMemberRightsChanged',
  'CompanyMemberRemoved',
  'CompanyTransferOffered',
  'CompanyTransferCancelled',
  'CompanyTransferred',
  // verification
  'CompanyVerified',
  'CompanyRejected',
  'CompanyRemovedByVerifier',
  // profiling
  'CompanyProfileStepSaved',
  'CompanyProfileCompleted',
  'CompanyPolicyFileAdded',
  'CompanyPolicyFileRemoved',
  'DepartmentAdded',
  'DepartmentEdited',
  'DepartmentRemoved',
  'VacancyCreated',
  'VacancyStepSaved',
  'VacancyRemoved',
  'VacancySentForApproval',
  'VacancyApprovalAnswered',
  'VacancyPublished',
  'VacancyReturned',
  'VacancyClosed',
];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every exported event class of src/ (any file that declares a class extending DomainEvent), with its file. */
async function productEvents(): Promise<Array<{ file: string; eventClass: typeof DomainEvent }>> {
  const files = sourceFiles(join(root, 'src')).filter((file) => /\bextends DomainEvent\b/.test(readFileSync(file, 'utf8')));
  const found: Array<{ file: string; eventClass: typeof DomainEvent }> = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value === 'function' && value.prototype instanceof DomainEvent)
        found.push({ file: relative(root, file), eventClass: value as typeof DomainEvent });
    }
  }
  return found;
}

describe('events stored under a declared name', () => {
  it('every event class declares its own stored type, and no two share a name', async () => {
    const events = await productEvents();
    expect(events.length).toBeGreaterThanOrEqual(STORED_TYPES.length);
    const owners = new Map<string, string[]>();
    const undeclared: string[] = [];
    for (const { file, eventClass } of events) {
      let types: string[];
      try {
        types = storedTypesOf(eventClass);
      } catch {
        undeclared.push(`${file}: ${eventClass.name}`);
        continue;
      }
      for (const type of types) owners.set(type, [...(owners.get(type) ?? []), eventClass.name]);
    }
    expect(undeclared).toEqual([]);
    expect([...owners].filter(([, classes]) => classes.length > 1)).toEqual([]);
  });

  it('keeps every name rows were stored under, and lists every name in use', async () => {
    const declared = new Set((await productEvents()).flatMap(({ eventClass }) => storedTypesOf(eventClass)));
    // A name rows may hold that no event declares any more: those rows would reach no handler.
    expect(STORED_TYPES.filter((type) => !declared.has(type))).toEqual([]);
    // A new event's name joins the list, so that it is never dropped later either.
    expect([...declared].filter((type) => !STORED_TYPES.includes(type))).toEqual([]);
  });
});
