import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { cleanText } from '../../shared/domain/clean-text.js';
import { TaskErrors } from './recruiting-records.errors.js';
import { TaskAssigned } from './recruiting-records.events.js';
import { isDueDate } from './task.rules.js';

export const TASK_LIMITS = { titleLength: 200 } as const;

/** `manual`: a colleague set it; `stale`: the daily job, for an application nobody touched; `scoring`: fill a scorecard of an interview that ended. */
export type TaskKind = 'manual' | 'stale' | 'scoring';

const TaskSchema = defineEntity({
  name: 'Task',
  tableName: 'rc_task',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    companyId: p.uuid(),
    kind: p.string().length(8).$type<TaskKind>(),
    title: p.string().length(200),
    /** YYYY-MM-DD: a day, not a moment (the assignee's day, whatever their zone). */
    dueDate: p.string().length(10),
    assigneeId: p.uuid(),
    candidateId: p.uuid().nullable(),
    /** The application a stale task is about. */
    applicationId: p.uuid().nullable(),
    /** A stale task's idle period: the application's last touch it was made for (once per period). */
    idleSince: p.datetime().nullable(),
    /** Null: made by the daily job. */
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    doneAt: p.datetime().nullable(),
    doneBy: p.uuid().nullable(),
  },
  indexes: [
    { name: 'rc_task_assignee_index', properties: ['companyId', 'assigneeId', 'dueDate'] },
    { name: 'rc_task_candidate_index', properties: ['candidateId'] },
  ],
  uniques: [{ name: 'rc_task_idle_period_unique', properties: ['applicationId', 'idleSince'] }],
});

export interface TaskInput {
  companyId: string;
  title: string;
  dueDate: string;
  assigneeId: string;
  candidateId: string | null;
  createdBy: string | null;
  /** The company's confirmed members: tasks go to colleagues only. */
  colleagues: ReadonlySet<string>;
  now: Date;
}

export type TaskDraft = Pick<
  Task,
  'id' | 'companyId' | 'kind' | 'title' | 'dueDate' | 'assigneeId' | 'candidateId' | 'applicationId' | 'idleSince' | 'createdBy'
> & { doneAt: null; doneBy: null };

/**
 * Something a colleague has to do by a day, optionally about a candidate. A task is completed once
 * (409 TASK_DONE after), by anyone who may work with candidates; it is never reopened.
 */
export class Task extends TaskSchema.class {
  static draft(input: TaskInput, extra: { kind?: TaskKind; applicationId?: string; idleSince?: Date } = {}): TaskDraft {
    const title = cleanText(input.title).trim();
    if (!title) throw TaskErrors.titleRequired();
    if (title.length > TASK_LIMITS.titleLength) throw TaskErrors.titleTooLong();
    if (!isDueDate(input.dueDate, input.now)) throw TaskErrors.dueDate();
    if (!input.colleagues.has(input.assigneeId)) throw TaskErrors.assigneeNotColleague();
    return {
      id: randomUUID(),
      companyId: input.companyId,
      kind: extra.kind ?? 'manual',
      title,
      dueDate: input.dueDate,
      assigneeId: input.assigneeId,
      candidateId: input.candidateId,
      applicationId: extra.applicationId ?? null,
      idleSince: extra.idleSince ?? null,
      createdBy: input.createdBy,
      doneAt: null,
      doneBy: null,
    };
  }

  /** Records who was given it (their "my tasks" on home refreshes). */
  announce(): void {
    recordEvent(
      this,
      new TaskAssigned(this.companyId, this.id, this.assigneeId, this.createdBy ?? null, this.candidateId ?? null, this.dueDate),
    );
  }

  complete(byUserId: string, now: Date): void {
    if (this.doneAt) throw TaskErrors.done();
    this.doneAt = now;
    this.doneBy = byUserId;
  }
}
TaskSchema.setClass(Task);
export { TaskSchema };
