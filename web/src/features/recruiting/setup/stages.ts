// The stage editor's pure rules (docs/recruiting.md, "Stages"): the steps between the fixed "Новый"
// and the two ends, as set_stages takes them, and the checks a new or renamed step passes before it
// is sent. The fixed columns are shown, never edited: the server refuses them as steps.
import { RECRUITING_LIMITS } from '../../../../../src/shared/contract/recruiting';
import type { StageView } from '../../../shared/api/recruiting';

export type { StageView };

export const STAGE_NAME_MAX = RECRUITING_LIMITS.stageNameLength;
export const STEPS_MAX = RECRUITING_LIMITS.steps;

/** What a name typed for a step can be refused for (translated on screen). */
export type StageNameProblem = 'required' | 'tooLong' | 'duplicate' | 'tooMany';

/** The editable steps, in the board's order. */
export const stepsOf = (stages: readonly StageView[]): StageView[] => stages.filter((stage) => stage.kind === 'step');

const clean = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * A name for a new step (`renaming` null) or for step `renaming`: not blank, within the limit, not
 * the name of another step (two columns alike cannot be told apart on the board), and, for a new
 * one, within the number of steps a board holds.
 */
export function stageNameProblem(stages: readonly StageView[], name: string, renaming: string | null): StageNameProblem | null {
  const text = clean(name);
  if (!text) return 'required';
  if (text.length > STAGE_NAME_MAX) return 'tooLong';
  const steps = stepsOf(stages);
  if (steps.some((step) => step.id !== renaming && step.name.toLocaleLowerCase() === text.toLocaleLowerCase())) return 'duplicate';
  if (renaming === null && steps.length >= STEPS_MAX) return 'tooMany';
  return null;
}

/** One step as set_stages takes it: an existing one by id, a new one by name alone. */
export interface WantedStep {
  id?: string;
  name: string;
}

const kept = (steps: readonly StageView[]): WantedStep[] => steps.map((step) => ({ id: step.id, name: step.name }));

/** The change a member asks for, turned into the whole list set_stages replaces the steps with. */
export type StageChange =
  | { kind: 'add'; name: string }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'move'; id: string; to: number }
  | { kind: 'remove'; id: string };

export function wantedSteps(stages: readonly StageView[], change: StageChange): WantedStep[] {
  const steps = stepsOf(stages);
  switch (change.kind) {
    case 'add':
      return [...kept(steps), { name: clean(change.name) }];
    case 'rename':
      return kept(steps).map((step) => (step.id === change.id ? { ...step, name: clean(change.name) } : step));
    case 'remove':
      return kept(steps).filter((step) => step.id !== change.id);
    case 'move': {
      const list = kept(steps);
      const from = list.findIndex((step) => step.id === change.id);
      if (from === -1) return list;
      const [moving] = list.splice(from, 1);
      const to = Math.max(0, Math.min(change.to, list.length));
      list.splice(to, 0, moving as WantedStep);
      return list;
    }
  }
}

/**
 * Where a step dropped before or after another one lands (react-aria's reorder: the target's key
 * and side), as an index among the steps once the moved one is taken out.
 */
export function dropIndex(stages: readonly StageView[], movedId: string, targetId: string, side: 'before' | 'after'): number {
  const others = stepsOf(stages).filter((step) => step.id !== movedId);
  const at = others.findIndex((step) => step.id === targetId);
  if (at === -1) return others.length;
  return side === 'before' ? at : at + 1;
}

/** The buttons of a step's row that keep the focus after a move by button. */
export type StepButton = 'up' | 'down' | 'rename';

/**
 * Which button of the moved step's row takes the focus back once the move is saved: the one pressed,
 * unless the step reached that end of the list (it is disabled there), then the other of the pair;
 * rename for a lone step, whose both are disabled; null when the step is gone meanwhile.
 */
export function buttonAfterMove(stages: readonly StageView[], id: string, pressed: 'up' | 'down'): StepButton | null {
  const steps = stepsOf(stages);
  const index = steps.findIndex((step) => step.id === id);
  if (index === -1) return null;
  const atTop = index === 0;
  const atBottom = index === steps.length - 1;
  if (atTop && atBottom) return 'rename';
  if (pressed === 'up' && atTop) return 'down';
  if (pressed === 'down' && atBottom) return 'up';
  return pressed;
}

/** The name of a stage by id (for the status line after a change). */
export const stageName = (stages: readonly StageView[], id: string): string => stages.find((stage) => stage.id === id)?.name ?? '';
