import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { StoredFile } from '../../shared/files/file-store.js';
import { CandidateFileErrors } from './recruiting-records.errors.js';
import { CandidateFileAdded } from './recruiting-records.events.js';
import { CANDIDATE_SEARCH_FILE_INDEXES } from './candidate-search.js';

/** Files one candidate keeps (CVs in several versions and languages, a cover letter). */
export const MAX_CANDIDATE_FILES = 10;

/** `pending` until the worker read the text; `ready` (maybe empty: a scan), or `failed` (unreadable). */
export type CvTextState = 'pending' | 'ready' | 'failed';

const CandidateFileSchema = defineEntity({
  name: 'CandidateFile',
  tableName: 'rc_candidate_file',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    candidateId: p.uuid(),
    name: p.string().length(255),
    format: p.string().length(8),
    mime: p.string().length(100),
    size: p.integer(),
    storageKey: p.string().length(64),
    /** The text the worker extracted for the search (DOC/DOCX through their PDF), at most CV_TEXT_MAX_CHARS. */
    text: p.text().nullable(),
    /** The text's full-text vector (CV_VECTOR_SQL), written with it; searched, never read. */
    textVector: p.string().columnType('tsvector').nullable().lazy(),
    textState: p.string().length(8).$type<CvTextState>(),
    addedBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'rc_candidate_file_candidate_index', properties: ['candidateId', 'createdAt'] }, ...CANDIDATE_SEARCH_FILE_INDEXES],
});

/** A CV (PDF, DOC, DOCX) of a candidate, stored through the storage port under `candidate-files/`. */
export class CandidateFile extends CandidateFileSchema.class {
  /** A stored upload as a new file of the candidate, checked against how many they have. */
  static draft(input: { companyId: string; candidateId: string; addedBy: string | null; stored: StoredFile; existing: number }) {
    if (input.existing >= MAX_CANDIDATE_FILES) throw CandidateFileErrors.tooMany();
    const { name, format, mime, size, storageKey } = input.stored;
    return {
      id: randomUUID(),
      companyId: input.companyId,
      candidateId: input.candidateId,
      name,
      format,
      mime,
      size,
      storageKey,
      text: null,
      textVector: null,
      textState: 'pending' as CvTextState,
      addedBy: input.addedBy,
    };
  }

  /** Asks the worker for its text (and, for DOC/DOCX, the viewer's PDF). */
  announce(): void {
    recordEvent(this, new CandidateFileAdded(this.companyId, this.candidateId, this.id, this.format));
  }
}
CandidateFileSchema.setClass(CandidateFile);
export { CandidateFileSchema };
