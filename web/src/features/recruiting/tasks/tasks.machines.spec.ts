import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import { flush, reached } from '../../../shared/testing/machine';
import { madeUpTask } from '../fixtures';
import type { TaskView } from '../model';
import { myTasksMachine } from './my-tasks.machine';
import { taskMachine, taskProblems, type TaskRequest } from './task.machine';

const TODAY = '2026-12-07';

const task = (id: string, due: string, done = false): TaskView => madeUpTask(id, due, done);

function startDialog(add: (body: TaskRequest) => Promise<unknown>, candidateId?: string) {
  const asked: string[] = [];
  const actor = createActor(
    taskMachine.provide({
      actors: {
        colleagues: fromPromise(async () => {
          asked.push('colleagues');
          return [{ id: 'u2', name: 'Марія Бондар' }];
        }),
        add: fromPromise<unknown, TaskRequest>(({ input }) => add(input)),
      },
    }),
    { input: { companyId: 'co1', selfId: 'me', today: TODAY, candidateId } },
  ).start();
  return { actor, asked };
}

describe('the task dialog', () => {
  it('needs a title and a due date from today on', () => {
    const form = { title: ' ', dueDate: '2026-12-06', assigneeId: 'me', candidateId: '' };
    expect(taskProblems(form, TODAY)).toEqual({ title: { key: 'required' }, dueDate: { key: 'date' } });
    expect(taskProblems({ ...form, title: 'Позвонить', dueDate: TODAY }, TODAY)).toEqual({});
  });

  it('saves the task for the member by default, with the candidate the page gave', async () => {
    const sent: TaskRequest[] = [];
    const { actor, asked } = startDialog(async (body) => {
      sent.push(body);
    }, 'c1');
    await flush();
    actor.send({ type: 'CHANGE', field: 'title', value: ' Позвонить Олене ' });
    actor.send({ type: 'CHANGE', field: 'dueDate', value: '2026-12-09' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: 'done' });
    expect(sent).toEqual([{ company_id: 'co1', title: 'Позвонить Олене', due_date: '2026-12-09', assignee_id: 'me', candidate_id: 'c1' }]);
    expect(asked).toEqual(['colleagues']);
  });

  it("keeps the form with the server's field messages", async () => {
    const { actor, asked } = startDialog(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля', { assignee_id: 'Не участник компании' });
    });
    await flush();
    actor.send({ type: 'CHANGE', field: 'title', value: 'Позвонить' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual({ assigneeId: { text: 'Не участник компании' } });
    expect(asked).toEqual(['colleagues']);
  });
});

describe('my tasks on home', () => {
  it('lists open tasks soonest first and marks one done at once', async () => {
    const lists = [
      [task('b', '2026-12-10'), task('a', '2026-12-08')],
      [task('b', '2026-12-10'), task('a', '2026-12-08', true)],
    ];
    let loads = 0;
    const completed: string[] = [];
    const actor = createActor(
      myTasksMachine.provide({
        actors: {
          load: fromPromise(async () => lists[Math.min(loads++, 1)]!),
          complete: fromPromise<TaskView, { companyId: string; taskId: string }>(async ({ input }) => {
            completed.push(input.taskId);
            return task(input.taskId, '2026-12-08', true);
          }),
        },
      }),
      { input: { companyId: 'co1' } },
    ).start();
    await reached(actor, 'ready');
    expect(actor.getSnapshot().context.tasks.map((item) => item.id)).toEqual(['a', 'b']);
    actor.send({ type: 'COMPLETE', taskId: 'a' });
    await flush();
    await reached(actor, 'ready');
    expect(completed).toEqual(['a']);
    expect(actor.getSnapshot().context.tasks.map((item) => [item.id, item.done_at !== null])).toEqual([
      ['b', false],
      ['a', true],
    ]);
  });
});
