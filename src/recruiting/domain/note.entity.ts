import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { cleanText } from '../../shared/domain/clean-text.js';
import { NoteErrors } from './recruiting-records.errors.js';
import { NoteAdded } from './recruiting-records.events.js';

/** What a note may hold: a few paragraphs, and a handful of colleagues to mention. */
export const NOTE_LIMITS = { textLength: 5000, mentions: 20 } as const;

const NoteSchema = defineEntity({
  name: 'Note',
  tableName: 'rc_note',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    candidateId: p.uuid(),
    authorId: p.uuid(),
    text: p.text(),
    /** The colleagues (user ids) the note mentions, each told once in the bell. */
    mentions: p.json<string[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'rc_note_candidate_index', properties: ['candidateId', 'createdAt'] }],
});

/** What a note is written from: the author, the text as typed, who it mentions and who may be mentioned. */
export interface NoteInput {
  companyId: string;
  candidateId: string;
  authorId: string;
  text: string;
  mentions: readonly string[];
  /** The company's confirmed members: only they may be mentioned. */
  colleagues: ReadonlySet<string>;
}

/** A checked note, ready for `em.create`. */
export type NoteDraft = Pick<Note, 'id' | 'companyId' | 'candidateId' | 'authorId' | 'text' | 'mentions'>;

/**
 * A colleague's note about a candidate. Written once and never edited (what was said stays said);
 * the text is cleaned of control and invisible characters, mentions are colleagues only, each once,
 * and the author is never told of their own note.
 */
export class Note extends NoteSchema.class {
  static draft(input: NoteInput, id: string = randomUUID()): NoteDraft {
    const text = cleanText(input.text, { multiline: true }).trim();
    if (!text) throw NoteErrors.textRequired();
    if (text.length > NOTE_LIMITS.textLength) throw NoteErrors.textTooLong();
    const mentions = [...new Set(input.mentions)];
    if (mentions.length > NOTE_LIMITS.mentions) throw NoteErrors.tooManyMentions();
    if (mentions.some((userId) => !input.colleagues.has(userId))) throw NoteErrors.mentionNotColleague();
    return { id, companyId: input.companyId, candidateId: input.candidateId, authorId: input.authorId, text, mentions };
  }

  /** Records the event that tells the mentioned colleagues (the author is left out). */
  announce(): void {
    const told = this.mentions.filter((userId) => userId !== this.authorId);
    recordEvent(this, new NoteAdded(this.companyId, this.candidateId, this.id, this.authorId, told));
  }
}
NoteSchema.setClass(Note);
export { NoteSchema };

/** The e-mail telling a colleague of a note that mentions them (it names the candidate: an erasure withdraws it). */
export const mentionJobId = (noteId: string, userId: string): string => `note-mention.${noteId}.${userId}`;
