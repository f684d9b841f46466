import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import type { CvTextState } from '../domain/candidate-file.entity.js';
import { TASK_COLUMNS, taskViews, type PersonRef, type TaskRow, type TaskView } from './task-views.js';

export interface NoteView {
  id: string;
  text: string;
  author: PersonRef;
  mentions: PersonRef[];
  created_at: string;
}

export interface CandidateFileView {
  id: string;
  name: string;
  format: string;
  size: number;
  /** Whether the CV's text is searchable yet (`pending` while the worker reads it). */
  text_state: CvTextState;
  created_at: string;
}

export interface CandidateRecords {
  notes: NoteView[];
  tasks: TaskView[];
  files: CandidateFileView[];
}

/**
 * What colleagues keep about one candidate, for get_candidate: notes (newest first) with their
 * author and mentions named, tasks (open first, by due day), CV files (newest first). No access
 * check: get_candidate has admitted its caller and found the candidate in the company.
 */
export class GetCandidateRecordsQuery extends Query<CandidateRecords> {
  constructor(
    readonly companyId: string,
    readonly candidateId: string,
  ) {
    super();
  }
}

@QueryHandler(GetCandidateRecordsQuery)
export class GetCandidateRecordsHandler implements IQueryHandler<GetCandidateRecordsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ companyId, candidateId }: GetCandidateRecordsQuery): Promise<CandidateRecords> {
    const em = this.em.fork();
    const [notes, tasks, files] = await Promise.all([
      em.execute<Array<{ id: string; text: string; author_id: string; mentions: string[]; created_at: Date }>>(
        'select id, text, author_id, mentions, created_at from rc_note where company_id = ? and candidate_id = ? order by created_at desc, id',
        [companyId, candidateId],
      ),
      em.execute<TaskRow[]>(
        `select ${TASK_COLUMNS} from rc_task t left join rc_candidate c on c.id = t.candidate_id
         where t.company_id = ? and t.candidate_id = ? order by (t.done_at is not null), t.due_date, t.created_at`,
        [companyId, candidateId],
      ),
      em.execute<Array<{ id: string; name: string; format: string; size: number; text_state: CvTextState; created_at: Date }>>(
        'select id, name, format, size, text_state, created_at from rc_candidate_file where company_id = ? and candidate_id = ? order by created_at desc, id',
        [companyId, candidateId],
      ),
    ]);
    const people = await this.queries.execute(
      new GetAccountContactsQuery([...new Set(notes.flatMap((note) => [note.author_id, ...note.mentions]))]),
    );
    const person = (id: string): PersonRef => ({ id, name: people.get(id)?.displayName ?? '' });
    return {
      notes: notes.map((note) => ({
        id: note.id,
        text: note.text,
        author: person(note.author_id),
        mentions: note.mentions.map(person),
        created_at: new Date(note.created_at).toISOString(),
      })),
      tasks: await taskViews(this.queries, tasks, new Date()),
      files: files.map((file) => ({
        id: file.id,
        name: file.name,
        format: file.format,
        size: file.size,
        text_state: file.text_state,
        created_at: new Date(file.created_at).toISOString(),
      })),
    };
  }
}
