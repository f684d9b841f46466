import type { StageKind } from '../../shared/contract/recruiting.js';

/*
 * Pure rules of an application's stage history: how long a card has stood in its stage, read from
 * the moves appended to it (never from a column that could drift from them).
 */

/** One row of the history as the rules read it. */
export interface MoveRecord {
  fromStageId?: string | null;
  toStageId: string;
  byUserId?: string | null;
  at: Date;
}

/** A stage as the rules of a move read it. */
export interface StageRef {
  id: string;
  kind: StageKind;
}

const DAY_MS = 24 * 3600_000;

/** When the card entered its current stage: the last move's time (the history is never empty). */
export function enteredAt(history: readonly MoveRecord[]): Date {
  let last = history[0]!.at;
  for (const move of history) if (move.at > last) last = move.at;
  return last;
}

/** Whole days the card has stood in its stage (0 on the day it arrived). */
export function daysInStage(entered: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - entered.getTime()) / DAY_MS));
}

/** Time spent in each stage over the whole history, in milliseconds (the current stage counts until `now`). */
export function timeByStage(history: readonly MoveRecord[], now: Date): Map<string, number> {
  const ordered = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  const spent = new Map<string, number>();
  for (const [index, move] of ordered.entries()) {
    const until = ordered[index + 1]?.at ?? now;
    spent.set(move.toStageId, (spent.get(move.toStageId) ?? 0) + Math.max(0, until.getTime() - move.at.getTime()));
  }
  return spent;
}
