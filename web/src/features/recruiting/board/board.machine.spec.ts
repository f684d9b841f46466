import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { ApiError } from '../../../shared/api/client';
import type { LiveInput, LiveMessage } from '../../../shared/live';
import { reached, settled } from '../../../shared/testing/machine';
import type { BoardAnswer, BoardCard } from '../model';
import { boardMachine, concernsBoard, type MoveInput } from './board.machine';

const card = (id: string, version = 1): BoardCard => ({
  id,
  version,
  candidate: { id: `c-${id}`, name: 'Олена', lname: `Коваль ${id}` },
  days_in_stage: 3,
  source: 'manual',
  tags: ['java'],
  entered_at: '2026-12-01T10:00:00Z',
  next_interview: null,
});

const BOARD: BoardAnswer = {
  vacancy: { id: 'v1', name: 'Бухгалтер' },
  stages: [
    { id: 's-new', name: 'Новый', kind: 'new', applications: [card('a1'), card('a2')] },
    { id: 's-call', name: 'Звонок', kind: 'step', applications: [] },
    { id: 's-hired', name: 'Принят', kind: 'hired', applications: [] },
    { id: 's-rejected', name: 'Отказ', kind: 'rejected', applications: [] },
  ],
};

const column = (board: BoardAnswer | null, stageId: string) =>
  board?.stages.find((stage) => stage.id === stageId)?.applications.map((item) => item.id);

function start(options: {
  load?: () => Promise<BoardAnswer>;
  move?: (input: MoveInput) => Promise<{ version: number }>;
  live?: (send: (event: LiveMessage) => void) => void;
}) {
  return createActor(
    boardMachine.provide({
      actors: {
        load: fromPromise(async () => (options.load ?? (async () => BOARD))()),
        move: fromPromise<{ version: number }, MoveInput>(async ({ input }) => (options.move ?? (async () => ({ version: 2 })))(input)),
        live: fromCallback<EventObject, LiveInput>(({ sendBack }) => {
          options.live?.(sendBack);
        }),
      },
    }),
    { input: { companyId: 'co1', vacancyId: 'v1' } },
  ).start();
}

describe('the board of a vacancy', () => {
  it('moves a card at once and takes the version the server answers', async () => {
    const asked: MoveInput[] = [];
    let answer!: (value: { version: number }) => void;
    const actor = start({
      move: (input) => {
        asked.push(input);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    await reached(actor, 'ready');
    actor.send({ type: 'MOVE', applicationId: 'a1', stageId: 's-call' });
    expect(actor.getSnapshot().matches('moving')).toBe(true);
    expect(column(actor.getSnapshot().context.board, 's-call')).toEqual(['a1']);
    expect(asked).toEqual([{ companyId: 'co1', applicationId: 'a1', stageId: 's-call', version: 1 }]);
    answer({ version: 2 });
    const done = await reached(actor, 'ready');
    expect(done.context.board?.stages[1]?.applications[0]).toMatchObject({ id: 'a1', version: 2, days_in_stage: 0 });
    expect(done.context.notice).toEqual({ kind: 'moved', name: 'Олена Коваль a1', stage: 'Звонок' });
  });

  it('refuses a move to the same stage and to the rejection, which needs a reason', async () => {
    const actor = start({});
    await reached(actor, 'ready');
    actor.send({ type: 'MOVE', applicationId: 'a1', stageId: 's-new' });
    actor.send({ type: 'MOVE', applicationId: 'a1', stageId: 's-rejected' });
    actor.send({ type: 'MOVE', applicationId: 'nope', stageId: 's-call' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.board).toBe(BOARD);
  });

  it('on a stale version puts the card where the refusal says it is now, without reading the board again', async () => {
    let loads = 0;
    const actor = start({
      load: async () => {
        loads += 1;
        return BOARD;
      },
      move: async () => {
        throw new ApiError(409, 'STALE_VERSION', 'Карточку уже переместили', {}, null, {
          application: { id: 'a1', version: 5, days_in_stage: 1, stage: { id: 's-hired', name: 'Принят' }, status: 'hired' },
        });
      },
    });
    await reached(actor, 'ready');
    actor.send({ type: 'MOVE', applicationId: 'a1', stageId: 's-call' });
    const after = await settled(actor, 'moving');
    expect(after.matches('ready')).toBe(true);
    expect(loads).toBe(1);
    expect(column(after.context.board, 's-new')).toEqual(['a2']);
    expect(column(after.context.board, 's-call')).toEqual([]);
    expect(after.context.board?.stages[2]?.applications).toEqual([{ ...card('a1', 5), days_in_stage: 1 }]);
    expect(after.context.notice).toEqual({ kind: 'stale', name: 'Олена Коваль a1', stage: 'Принят' });
  });

  it('on a stale version without the application (or naming a column it lacks) reads the board again and says where the card is now', async () => {
    const now: BoardAnswer = {
      ...BOARD,
      stages: BOARD.stages.map((stage) =>
        stage.id === 's-new'
          ? { ...stage, applications: [card('a2')] }
          : stage.id === 's-hired'
            ? { ...stage, applications: [card('a1', 5)] }
            : stage,
      ),
    };
    let loads = 0;
    const actor = start({
      load: async () => (++loads === 1 ? BOARD : now),
      move: async () => {
        throw new ApiError(409, 'STALE_VERSION', 'Карточку уже переместили');
      },
    });
    await reached(actor, 'ready');
    actor.send({ type: 'MOVE', applicationId: 'a1', stageId: 's-call' });
    const after = await settled(actor, 'moving', 'stale');
    expect(after.context.board).toBe(now);
    expect(after.context.notice).toEqual({ kind: 'stale', name: 'Олена Коваль a1', stage: 'Принят' });
  });

  it('puts the card back when the server refuses the move otherwise', async () => {
    const actor = start({
      move: async () => {
        throw new ApiError(409, 'APPLICATION_CLOSED', 'Заявка закрыта');
      },
    });
    await reached(actor, 'ready');
    actor.send({ type: 'MOVE', applicationId: 'a2', stageId: 's-call' });
    const after = await settled(actor, 'moving');
    expect(after.context.board).toBe(BOARD);
    expect(after.context.notice).toEqual({ kind: 'failed', name: 'Олена Коваль a2', message: 'Заявка закрыта' });
  });

  it("reads the board again when a colleague changes this vacancy's, not another's", async () => {
    let loads = 0;
    let push!: (event: LiveMessage) => void;
    const actor = start({
      load: async () => {
        loads += 1;
        return BOARD;
      },
      live: (send) => {
        push = send;
      },
    });
    await reached(actor, 'ready');
    push({ type: 'LIVE', event: { type: 'recruiting.changed', data: { company_id: 'co1', vacancy_id: 'v2' } } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    push({ type: 'LIVE', event: { type: 'recruiting.changed', data: { company_id: 'co1', vacancy_id: 'v1' } } });
    await settled(actor, { ready: 'refreshing' });
    expect(loads).toBe(2);
  });

  it('takes a move made while the board reads itself again after a colleague’s change', async () => {
    let push: (event: LiveMessage) => void = () => undefined;
    let reads = 0;
    const moved: string[] = [];
    const actor = start({
      // The first read answers at once; the one the colleague's change starts never does here.
      load: () => (reads++ === 0 ? Promise.resolve(BOARD) : new Promise<BoardAnswer>(() => undefined)),
      move: async (input) => {
        moved.push(input.applicationId);
        return { version: 2 };
      },
      live: (send) => {
        push = send;
      },
    });
    await reached(actor, 'ready');
    push({ type: 'LIVE', event: { type: 'recruiting.changed', data: { company_id: 'co1', vacancy_id: 'v1' } } });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    actor.send({ type: 'MOVE', applicationId: 'a1', stageId: 's-call' });
    const done = await reached(actor, { ready: 'idle' });
    expect(moved).toEqual(['a1']);
    expect(column(done.context.board, 's-call')).toEqual(['a1']);
  });

  it('can be retried after a failed load', async () => {
    let loads = 0;
    const actor = start({
      load: async () => {
        loads += 1;
        if (loads === 1) throw new ApiError(500, 'HTTP_500', 'down');
        return BOARD;
      },
    });
    expect((await reached(actor, 'failed')).context.message).toBe('down');
    actor.send({ type: 'RETRY' });
    await reached(actor, 'ready');
  });

  it('takes events without a vacancy and reconnects as concerning every board', () => {
    expect(concernsBoard({ type: 'live.reconnected', data: null }, 'v1')).toBe(true);
    expect(concernsBoard({ type: 'recruiting.changed', data: { company_id: 'co1' } }, 'v1')).toBe(true);
    expect(concernsBoard({ type: 'recruiting.changed', data: { company_id: 'co1', vacancy_id: 'v3' } }, 'v1')).toBe(false);
  });
});
