// "My tasks" on home (get_tasks with `mine`): the member's open tasks, soonest first. A task is
// completed from the list; a task added (the dialog) or assigned by a colleague
// (`recruiting.changed`, or a new notice in the bell) reads the list again in the background.
// Without an active company there is nothing to ask.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { noLiveEvents, type LiveMessage } from '../../../shared/live';
import { notProvided } from '../../../shared/machines/not-provided';
import { sortTasks, type TaskView } from '../model';

interface MyTasksContext {
  companyId: string;
  tasks: TaskView[];
  completing: string | null;
  message: string | null;
}

export type MyTasksEvent = { type: 'COMPLETE'; taskId: string } | { type: 'RELOAD' } | { type: 'RETRY' } | LiveMessage;

export const myTasksMachine = setup({
  types: {
    context: {} as MyTasksContext,
    input: {} as { companyId: string },
    events: {} as MyTasksEvent,
  },
  actors: {
    load: notProvided<TaskView[], { companyId: string }>('myTasksMachine', 'load'),
    complete: notProvided<TaskView, { companyId: string; taskId: string }>('myTasksMachine', 'complete'),
    live: noLiveEvents,
  },
}).createMachine({
  id: 'myTasks',
  context: ({ input }) => ({ companyId: input.companyId, tasks: [], completing: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ tasks: ({ event }) => sortTasks(event.output), message: null }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    /** Shown: "done" is taken while the list reads itself again after a change, not dropped. */
    ready: {
      initial: 'idle',
      invoke: { src: 'live', input: { names: ['recruiting.changed', 'notice.created'] } },
      on: {
        COMPLETE: { target: 'completing', actions: assign({ completing: ({ event }) => event.taskId, message: null }) },
        RELOAD: { target: '.refreshing', reenter: true },
        LIVE: { target: '.refreshing', reenter: true },
      },
      states: {
        idle: {},
        refreshing: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ companyId: context.companyId }),
            onDone: { target: 'idle', actions: assign({ tasks: ({ event }) => sortTasks(event.output) }) },
            onError: 'idle',
          },
        },
      },
    },
    completing: {
      invoke: {
        src: 'complete',
        input: ({ context }) => ({ companyId: context.companyId, taskId: context.completing! }),
        onDone: {
          target: 'ready.refreshing',
          // Done at once on screen (the task as the server answered it); the list read again confirms it.
          actions: assign({
            tasks: ({ context, event }) => sortTasks(context.tasks.map((task) => (task.id === event.output.id ? event.output : task))),
            completing: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ completing: null, message: ({ event }) => failureOf(event.error).message }) },
      },
    },
  },
});
