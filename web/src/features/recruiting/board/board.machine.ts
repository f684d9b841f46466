// The board of a vacancy (get_board): a column per stage, a card per application. A card moved
// (by pointer or keyboard, the screen's drag and drop) shows in its new column at once while the
// server is asked (move_application with the version the card had); the server's answer gives the
// card its new version. A move made on a stale version (a colleague moved the card meanwhile)
// answers 409 STALE_VERSION with the application as it is now: the card is put there (its stage,
// version and days) and the board says where it is, without reading the whole board again; only a
// refusal without it, or naming a column the board lacks, reads the board again. Any other refusal
// puts the card back. A colleague's change (`recruiting.changed` of this vacancy on the
// live stream, or a reconnect) reads the board again in the background.
// Rejecting is no move: it needs a reason and a letter (reject.machine.ts), so a card dropped on the
// "Отказ" column is left to the screen, which opens that dialog.
import { assign, setup } from 'xstate';
import { isApiError } from '../../../shared/api/client';
import { staleApplication } from '../../../shared/api/recruiting';
import { failureOf } from '../../../shared/forms/failure';
import { noLiveEvents, RECONNECTED, type LiveMessage } from '../../../shared/live';
import { notProvided } from '../../../shared/machines/not-provided';
import { cardOf, fullName, movedBoard, placedBoard, stageOfCard, withVersion, type BoardAnswer } from '../model';

export const LIVE_NAMES = ['recruiting.changed'] as const;

export type BoardNotice =
  | { kind: 'moved'; name: string; stage: string }
  | { kind: 'stale'; name: string; stage: string | null }
  | { kind: 'failed'; name: string; message: string };

export interface MoveInput {
  companyId: string;
  applicationId: string;
  stageId: string;
  version: number;
}

interface BoardContext {
  companyId: string;
  vacancyId: string;
  board: BoardAnswer | null;
  /** The board before the move being asked, to put a refused card back. */
  before: BoardAnswer | null;
  move: { applicationId: string; stageId: string; version: number; name: string } | null;
  notice: BoardNotice | null;
  message: string | null;
}

export type BoardEvent =
  | { type: 'MOVE'; applicationId: string; stageId: string }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | LiveMessage;

/** Whether a live event concerns this vacancy's board (a reconnect may have missed one). */
export function concernsBoard(event: LiveMessage['event'], vacancyId: string): boolean {
  if (event.type === RECONNECTED) return true;
  const data = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const named = (data as { vacancy_id?: unknown }).vacancy_id;
  // An event without a vacancy (a candidate merged, erased) may touch any board.
  return named === undefined || named === null || String(named) === vacancyId;
}

/** The board (as before the move) with the card where a stale refusal says it is now; null when it cannot say. */
function placedNow(context: BoardContext, error: unknown): BoardAnswer | null {
  const placed = staleApplication(error);
  if (!placed || !context.before || placed.id !== context.move?.applicationId) return null;
  return placedBoard(context.before, placed);
}

export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    input: {} as { companyId: string; vacancyId: string },
    events: {} as BoardEvent,
  },
  actors: {
    load: notProvided<BoardAnswer, { companyId: string; vacancyId: string }>('boardMachine', 'load'),
    move: notProvided<{ version: number }, MoveInput>('boardMachine', 'move'),
    live: noLiveEvents,
  },
  guards: {
    /** A real move: a card the board holds, to another stage that is not the rejection. */
    movable: ({ context }, { applicationId, stageId }: { applicationId: string; stageId: string }) => {
      if (!context.board) return false;
      const from = stageOfCard(context.board, applicationId);
      const to = context.board.stages.find((stage) => stage.id === stageId);
      return Boolean(from && to && from.id !== to.id && to.kind !== 'rejected');
    },
  },
}).createMachine({
  id: 'board',
  context: ({ input }) => ({
    companyId: input.companyId,
    vacancyId: input.vacancyId,
    board: null,
    before: null,
    move: null,
    notice: null,
    message: null,
  }),
  initial: 'loading',
  on: { DISMISS: { actions: assign({ notice: null }) } },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
        onDone: { target: 'ready', actions: assign({ board: ({ event }) => event.output, message: null }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    /**
     * Shown: a move is taken while the board reads itself again after a colleague's change (the
     * answer of that read is then dropped: the move's own answer, and the change it announces, follow).
     */
    ready: {
      initial: 'idle',
      invoke: { src: 'live', input: { names: LIVE_NAMES } },
      on: {
        MOVE: {
          guard: { type: 'movable', params: ({ event }) => ({ applicationId: event.applicationId, stageId: event.stageId }) },
          target: 'moving',
          actions: assign(({ context, event }) => {
            const board = context.board!;
            const card = cardOf(board, event.applicationId)!;
            return {
              before: board,
              board: movedBoard(board, event.applicationId, event.stageId),
              move: { applicationId: event.applicationId, stageId: event.stageId, version: card.version, name: fullName(card.candidate) },
              notice: null,
            };
          }),
        },
        LIVE: { guard: ({ context, event }) => concernsBoard(event.event, context.vacancyId), target: '.refreshing', reenter: true },
        REFRESH: { target: '.refreshing', reenter: true },
      },
      states: {
        idle: {},
        /** A colleague's change: the board shown stays until the new one is in; a failure keeps it. */
        refreshing: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
            onDone: { target: 'idle', actions: assign({ board: ({ event }) => event.output }) },
            onError: 'idle',
          },
        },
      },
    },
    moving: {
      invoke: {
        src: 'move',
        input: ({ context }) => ({
          companyId: context.companyId,
          applicationId: context.move!.applicationId,
          stageId: context.move!.stageId,
          version: context.move!.version,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            board: withVersion(context.board!, context.move!.applicationId, event.output.version),
            notice: {
              kind: 'moved' as const,
              name: context.move!.name,
              stage: context.board!.stages.find((stage) => stage.id === context.move!.stageId)?.name ?? '',
            },
            before: null,
            move: null,
          })),
        },
        onError: [
          {
            guard: ({ context, event }) => placedNow(context, event.error) !== null,
            target: 'ready',
            actions: assign(({ context, event }) => {
              const placed = staleApplication(event.error)!;
              return {
                board: placedNow(context, event.error),
                notice: { kind: 'stale' as const, name: context.move!.name, stage: placed.stage.name },
                before: null,
                move: null,
              };
            }),
          },
          { guard: ({ event }) => isApiError(event.error) && event.error.code === 'STALE_VERSION', target: 'stale' },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              board: context.before,
              notice: { kind: 'failed' as const, name: context.move!.name, message: failureOf(event.error).message },
              before: null,
              move: null,
            })),
          },
        ],
      },
    },
    /** The card had moved meanwhile and the refusal did not say where: the board as it is now, and where the card went. */
    stale: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId, vacancyId: context.vacancyId }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            board: event.output,
            notice: {
              kind: 'stale' as const,
              name: context.move!.name,
              stage: stageOfCard(event.output, context.move!.applicationId)?.name ?? null,
            },
            before: null,
            move: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            board: context.before,
            notice: { kind: 'failed' as const, name: context.move!.name, message: failureOf(event.error).message },
            before: null,
            move: null,
          })),
        },
      },
    },
  },
});
