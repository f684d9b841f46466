import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';

/* Tasks as the answers give them (get_tasks, get_candidate's `tasks`). */

/** A person a task names: a colleague's id and display name. */
export interface PersonRef {
  id: string;
  name: string;
}

export interface TaskView {
  id: string;
  kind: 'manual' | 'stale';
  title: string;
  due_date: string;
  /** Open and its day is past (by the server's UTC day). */
  overdue: boolean;
  assignee: PersonRef;
  candidate: { id: string; name: string; lname: string } | null;
  /** The application a stale task is about. */
  application_id: string | null;
  /** Null: made by the daily job. */
  created_by: PersonRef | null;
  created_at: string;
  done_at: string | null;
  done_by: PersonRef | null;
}

/** The columns `TaskRow` reads, from `rc_task t left join rc_candidate c on c.id = t.candidate_id`. */
export const TASK_COLUMNS = `t.id, t.kind, t.title, t.due_date, t.assignee_id, t.candidate_id, c.name as candidate_name, c.lname as candidate_lname,
       t.application_id, t.created_by, t.created_at, t.done_at, t.done_by`;

export interface TaskRow {
  id: string;
  kind: 'manual' | 'stale';
  title: string;
  due_date: string;
  assignee_id: string;
  candidate_id: string | null;
  candidate_name: string | null;
  candidate_lname: string | null;
  application_id: string | null;
  created_by: string | null;
  created_at: Date;
  done_at: Date | null;
  done_by: string | null;
}

/** Rows as the answer gives them, colleagues named by identity's contacts. */
export async function taskViews(queries: QueryBus, rows: TaskRow[], now: Date): Promise<TaskView[]> {
  const ids = new Set<string>();
  for (const row of rows) for (const id of [row.assignee_id, row.created_by, row.done_by]) if (id) ids.add(id);
  const people = await queries.execute(new GetAccountContactsQuery([...ids]));
  const person = (id: string | null): PersonRef | null => (id ? { id, name: people.get(id)?.displayName ?? '' } : null);
  const today = now.toISOString().slice(0, 10);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    due_date: row.due_date,
    overdue: !row.done_at && row.due_date < today,
    assignee: person(row.assignee_id)!,
    candidate: row.candidate_id ? { id: row.candidate_id, name: row.candidate_name ?? '', lname: row.candidate_lname ?? '' } : null,
    application_id: row.application_id,
    created_by: person(row.created_by),
    created_at: new Date(row.created_at).toISOString(),
    done_at: row.done_at ? new Date(row.done_at).toISOString() : null,
    done_by: person(row.done_by),
  }));
}
