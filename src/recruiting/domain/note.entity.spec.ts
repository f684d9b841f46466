import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { Note, NOTE_LIMITS } from './note.entity.js';
import { NoteAdded } from './recruiting-records.events.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const CANDIDATE = '22222222-2222-4222-8222-222222222222';
const AUTHOR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const IRA = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const PETRO = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const STRANGER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const colleagues = new Set([AUTHOR, IRA, PETRO]);

const input = (text: string, mentions: string[] = []) => ({
  companyId: COMPANY,
  candidateId: CANDIDATE,
  authorId: AUTHOR,
  text,
  mentions,
  colleagues,
});

const fieldOf = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    return Object.entries((error as DomainError).fields)
      .map(([field, key]) => `${field}:${key}`)
      .join();
  }
  return 'none';
};

describe('Note', () => {
  it('keeps the text cleaned and trimmed, line breaks included, and each mention once', () => {
    const draft = Note.draft(input('  Сильний Java\u200b-розробник\nдзвонити після 14:00  ', [IRA, IRA, PETRO]));
    expect(draft.text).toBe('Сильний Java-розробник\nдзвонити після 14:00');
    expect(draft.mentions).toEqual([IRA, PETRO]);
  });

  it('refuses an empty or too long text, too many mentions and anyone who is no colleague', () => {
    expect(fieldOf(() => Note.draft(input(' \u200b ')))).toBe('text:validation.required');
    expect(fieldOf(() => Note.draft(input('x'.repeat(NOTE_LIMITS.textLength + 1))))).toBe('text:recruiting.noteTooLong');
    expect(fieldOf(() => Note.draft(input('ok', [STRANGER])))).toBe('mentions:recruiting.notColleague');
    const many = Array.from({ length: NOTE_LIMITS.mentions + 1 }, (_, i) => `eeeeeeee-eeee-4eee-8eee-${String(i).padStart(12, '0')}`);
    expect(fieldOf(() => Note.draft({ ...input('ok', many), colleagues: new Set(many) }))).toBe('mentions:recruiting.tooManyMentions');
  });

  it('tells the mentioned colleagues, never the author of their own note', () => {
    const note = Object.assign(new Note(), Note.draft(input('see @me and @Ira', [AUTHOR, IRA])));
    note.announce();
    const [event] = pullEvents(note) as NoteAdded[];
    expect(event).toBeInstanceOf(NoteAdded);
    expect(event).toMatchObject({ companyId: COMPANY, candidateId: CANDIDATE, noteId: note.id, byUserId: AUTHOR, mentions: [IRA] });
  });
});
