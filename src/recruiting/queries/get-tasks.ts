import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { parseId } from '../../shared/domain/id.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { TASK_COLUMNS, taskViews, type TaskRow, type TaskView } from './task-views.js';

export type { TaskView } from './task-views.js';

export interface TaskFilter {
  /** Only the caller's. */
  mine?: boolean;
  candidateId?: string;
  /** Completed ones too (by default: open only, except for one candidate's, which shows all). */
  includeDone?: boolean;
  /** One task (the answer of add_task and complete_task). */
  taskId?: string;
}

/** At most this many tasks in one answer: a to-do list, not an archive. */
const TASK_LIST_MAX = 200;

/** `get_tasks`: the caller's ("my tasks" on home), one candidate's, or the company's open ones; by due day. */
export class GetTasksQuery extends Query<TaskView[]> {
  constructor(
    readonly access: RecruitingAccess,
    readonly filter: TaskFilter,
  ) {
    super();
  }
}

@QueryHandler(GetTasksQuery)
export class GetTasksHandler implements IQueryHandler<GetTasksQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, filter }: GetTasksQuery): Promise<TaskView[]> {
    checkRecruitingAccess(access, 'view');
    const { userId, companyId } = access;
    if (filter.candidateId !== undefined && parseId(filter.candidateId) === null) return [];
    const where = ['t.company_id = ?'];
    const params: unknown[] = [companyId];
    if (filter.mine) {
      where.push('t.assignee_id = ?');
      params.push(userId);
    }
    if (filter.candidateId) {
      where.push('t.candidate_id = ?');
      params.push(filter.candidateId);
    }
    if (filter.taskId) {
      where.push('t.id = ?');
      params.push(filter.taskId);
    }
    if (!filter.includeDone && !filter.candidateId && !filter.taskId) where.push('t.done_at is null');
    const rows = await this.em.fork().execute<TaskRow[]>(
      `select ${TASK_COLUMNS}
       from rc_task t left join rc_candidate c on c.id = t.candidate_id
       where ${where.join(' and ')}
       order by (t.done_at is not null), t.due_date, t.created_at limit ${TASK_LIST_MAX}`,
      params,
    );
    return taskViews(this.queries, rows, new Date());
  }
}
