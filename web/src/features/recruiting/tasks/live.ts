// The task dialog's and home's "my tasks" machines wired to the API and the live stream.
import { fromApi } from '../../../shared/api/from-api';
import { recruitingApi } from '../../../shared/api/recruiting';
import { liveEventsActor } from '../../../shared/live';
import type { CandidateCard, Colleague, TaskView } from '../model';
import { colleagues } from '../options';
import { candidateSearchMachine } from './candidate-search.machine';
import { myTasksMachine } from './my-tasks.machine';
import { taskMachine, type TaskRequest } from './task.machine';

export const liveTaskMachine = taskMachine.provide({
  actors: {
    colleagues: fromApi<Colleague[], { companyId: string }>(({ input, signal }) => colleagues(input.companyId, signal)),
    add: fromApi<unknown, TaskRequest>(({ input, signal }) => recruitingApi.addTask(input, { signal })),
  },
});

/** The task's candidate, searched among all the company's (the first page of what matches, newest first with no text). */
export const liveCandidateSearchMachine = candidateSearchMachine.provide({
  actors: {
    search: fromApi<CandidateCard[], { companyId: string; text: string }>(
      async ({ input, signal }) =>
        (await recruitingApi.candidates({ company_id: input.companyId, page: 1, ...(input.text ? { query: input.text } : {}) }, { signal }))
          .candidates,
    ),
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
