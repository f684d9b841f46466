import { RECRUITING_LIMITS, type StageKind } from '../../shared/contract/recruiting.js';
import { RecruitingErrors } from './recruiting.errors.js';

/*
 * The stages of a board as pure rules: the fixed first column "Новый", the steps between (the
 * company's, seeded from its profile's selection stages; or the vacancy's own), and the two ends
 * "Принят" and "Отказ". The fixed ones are no steps: they cannot be renamed, moved or removed.
 */

/** A stage row as the rules read it. */
export interface StageRow {
  id: string;
  kind: StageKind;
  name?: string | null;
  position: number;
}

/** A stage to create: what set_stages and the seeding write. */
export interface StageDraft {
  kind: StageKind;
  name: string | null;
  position: number;
}

/** What set_stages asks for: the steps in order, an `id` for each that exists already. */
export interface WantedStep {
  id?: string;
  name: string;
}

/** The whole set of a board made from the names of its steps: new, the steps, hired, rejected. */
export function stagesFromSteps(stepNames: readonly string[]): StageDraft[] {
  const steps = cleanNames(stepNames);
  if (steps.length > RECRUITING_LIMITS.steps) throw RecruitingErrors.tooManySteps();
  return [
    { kind: 'new', name: null, position: 0 },
    ...steps.map((name, index) => ({ kind: 'step' as const, name, position: index + 1 })),
    { kind: 'hired', name: null, position: steps.length + 1 },
    { kind: 'rejected', name: null, position: steps.length + 2 },
  ];
}

function cleanNames(names: readonly string[]): string[] {
  return names.map((name) => name.trim().replace(/\s+/g, ' ').slice(0, RECRUITING_LIMITS.stageNameLength)).filter((name) => name !== '');
}

/** A board's columns in order (the ends last, "Принят" before "Отказ"). */
export function ordered<T extends StageRow>(stages: readonly T[]): T[] {
  const rank = (stage: StageRow) =>
    stage.kind === 'new' ? -1 : stage.kind === 'hired' ? 1e6 : stage.kind === 'rejected' ? 1e6 + 1 : stage.position;
  return [...stages].sort((a, b) => rank(a) - rank(b));
}

/** The plan that turns the current steps into the wanted ones. */
export interface StagePlan {
  create: StageDraft[];
  update: Array<{ id: string; name: string; position: number }>;
  remove: string[];
  /** The ends' new positions (after the last step). */
  ends: Array<{ id: string; position: number }>;
}

/**
 * set_stages: the wanted steps in order. A step with an `id` must be one of the current steps (404
 * STAGE_NOT_FOUND: the fixed ones are not steps); a current step left out is removed, unless cards
 * stand on it (409 STAGE_NOT_EMPTY); at most RECRUITING_LIMITS.steps; blank names are dropped.
 */
export function planSteps(current: readonly StageRow[], wanted: readonly WantedStep[], occupied: ReadonlySet<string>): StagePlan {
  const steps = wanted
    .map((step) => ({ id: step.id, name: step.name.trim().replace(/\s+/g, ' ').slice(0, RECRUITING_LIMITS.stageNameLength) }))
    .filter((step) => step.name !== '');
  if (steps.length > RECRUITING_LIMITS.steps) throw RecruitingErrors.tooManySteps();
  const currentSteps = new Map(current.filter((stage) => stage.kind === 'step').map((stage) => [stage.id, stage]));
  const kept = new Set<string>();
  const plan: StagePlan = { create: [], update: [], remove: [], ends: [] };
  for (const [index, step] of steps.entries()) {
    const position = index + 1;
    if (step.id === undefined) {
      plan.create.push({ kind: 'step', name: step.name, position });
      continue;
    }
    if (!currentSteps.has(step.id) || kept.has(step.id)) throw RecruitingErrors.stageNotFound();
    kept.add(step.id);
    plan.update.push({ id: step.id, name: step.name, position });
  }
  for (const id of currentSteps.keys()) {
    if (kept.has(id)) continue;
    if (occupied.has(id)) throw RecruitingErrors.stageNotEmpty();
    plan.remove.push(id);
  }
  for (const stage of current) {
    if (stage.kind === 'hired') plan.ends.push({ id: stage.id, position: steps.length + 1 });
    if (stage.kind === 'rejected') plan.ends.push({ id: stage.id, position: steps.length + 2 });
  }
  return plan;
}

/** The stage of `kind` among a board's (every board has exactly one new, hired and rejected). */
export function stageOfKind<T extends StageRow>(stages: readonly T[], kind: 'new' | 'hired' | 'rejected'): T {
  const stage = stages.find((candidate) => candidate.kind === kind);
  if (!stage) throw RecruitingErrors.stageNotFound();
  return stage;
}
