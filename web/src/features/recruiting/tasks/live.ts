// The task dialog's and home's "my tasks" machines wired to the API and the live stream.
import { fromApi } from '../../../shared/api/from-api';
import { recruitingApi } from '../../../shared/api/recruiting';
import { liveEventsActor } from '../../../shared/live';
import type { CandidateCard, Colleague, TaskView } from '../model';
import { colleagues } from '../options';
import { myTasksMachine } from './my-tasks.machine';
import { taskMachine, type TaskRequest } from './task.machine';

export const liveTaskMachine = taskMachine.provide({
  actors: {
    colleagues: fromApi<Colleague[], { companyId: string }>(({ input, signal }) => colleagues(input.companyId, signal)),
    // The first page of candidates, newest first: the task's optional candidate is one of them.
    candidates: fromApi<CandidateCard[], { companyId: string }>(
      async ({ input, signal }) => (await recruitingApi.candidates({ company_id: input.companyId, page: 1 }, { signal })).candidates,
    ),
    add: fromApi<unknown, TaskRequest>(({ input, signal }) => recruitingApi.addTask(input, { signal })),
  },
});

export const liveMyTasksMachine = myTasksMachine.provide({
  actors: {
    load: fromApi<TaskView[], { companyId: string }>(({ input, signal }) =>
      recruitingApi.tasks({ company_id: input.companyId, mine: true }, { signal }),
    ),
    complete: fromApi<TaskView, { companyId: string; taskId: string }>(({ input, signal }) =>
      recruitingApi.completeTask(input.companyId, input.taskId, { signal }),
    ),
    live: liveEventsActor(),
  },
});
