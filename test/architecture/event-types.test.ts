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
  // recruiting
  'CandidateAdded',
  'CandidatesMerged',
  'ApplicationAdded',
  'ApplicationMoved',
  'ApplicationRejected',
  'NoteAdded',
  'TaskAssigned',
  'CandidateFileAdded',
  'CandidateErased',
  'CandidatesRetentionDue',
  'MeetingPlanned',
  'MeetingChanged',
  'MeetingCancelled',
  'MeetingReminderDue',
  // recruiting: scorecards
  'ScorecardsRequested',
  'ScorecardSubmitted',
  // recruiting: openings (careers)
  'VacancyOpened',
  'VacancyOpeningClosed',
  'ApplicationWithdrawn',
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

type ProductEvent = { file: string; eventClass: typeof DomainEvent };

/** Every breach of the rule among `events`, against the names rows were stored under (`stored`). */
function typeViolations(events: ProductEvent[], stored: readonly string[]): string[] {
  const found: string[] = [];
  const owners = new Map<string, string[]>();
  for (const { file, eventClass } of events) {
    let types: string[];
    try {
      types = storedTypesOf(eventClass);
    } catch {
      found.push(`declares-its-type: ${file}: ${eventClass.name}`);
      continue;
    }
    for (const type of types) owners.set(type, [...(owners.get(type) ?? []), eventClass.name]);
  }
  for (const [type, classes] of owners) if (classes.length > 1) found.push(`one-class-a-name: ${type}: ${classes.join(', ')}`);
  // A name rows may hold that no event declares any more: those rows would reach no handler.
  for (const type of stored) if (!owners.has(type)) found.push(`stored-names-stay: ${type}`);
  // A new event's name joins the list, so that it is never dropped later either.
  for (const type of owners.keys()) if (!stored.includes(type)) found.push(`new-names-listed: ${type}`);
  return found.sort();
}

describe('events stored under a declared name', () => {
  it('every event class declares its own stored type, no two share a name, and every name rows were stored under stays', async () => {
    const events = await productEvents();
    expect(events.length).toBeGreaterThanOrEqual(STORED_TYPES.length);
    expect(typeViolations(events, STORED_TYPES)).toEqual([]);
  });

  it('is enforced: each rule reports its planted violation', () => {
    class Kept extends DomainEvent {
      static readonly type = 'Kept';
    }
    // Renamed from Kept2: its rows keep reading through the legacy name.
    class KeptRenamed extends DomainEvent {
      static readonly type = 'kept.renamed';
      static readonly legacyTypes = ['Kept2'];
    }
    class Undeclared extends DomainEvent {}
    class Inherits extends Kept {}
    class Twin extends DomainEvent {
      static readonly type = 'Kept';
    }
    class Unlisted extends DomainEvent {
      static readonly type = 'Unlisted';
    }
    const planted = [Kept, KeptRenamed, Undeclared, Inherits, Twin, Unlisted].map((eventClass) => ({
      file: 'src/x/domain/x.events.ts',
      eventClass: eventClass as typeof DomainEvent,
    }));
    expect(typeViolations(planted.slice(0, 2), ['Kept', 'kept.renamed', 'Kept2'])).toEqual([]);
    expect(typeViolations(planted, ['Kept', 'kept.renamed', 'Kept2', 'Dropped'])).toEqual([
      'declares-its-type: src/x/domain/x.events.ts: Inherits',
      'declares-its-type: src/x/domain/x.events.ts: Undeclared',
      'new-names-listed: Unlisted',
      'one-class-a-name: Kept: Kept, Twin',
      'stored-names-stay: Dropped',
    ]);
  });
});
