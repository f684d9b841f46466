import type { EntityManager } from '@mikro-orm/postgresql';
import { Application } from './application.entity.js';
import { Stage } from './stage.entity.js';
import { ordered, type StageDraft, type StagePlan } from './stage.rules.js';

/*
 * The stage rows of a company's template (vacancy null) and of each vacancy's board. Made once per
 * board under a transaction-scoped advisory lock, so two first uses at once seed one set.
 */

/** Holds the seeding of one board (the company's template, or a vacancy's) until the transaction ends. */
export async function lockBoard(tx: EntityManager, companyId: string, vacancyId: string | null): Promise<void> {
  await tx
    .getConnection()
    .execute(
      `select pg_advisory_xact_lock(hashtext(?))`,
      [`rc_stage:${companyId}:${vacancyId ?? 'template'}`],
      'all',
      tx.getTransactionContext(),
    );
}

/** The live stages of a board in column order (empty: never seeded). */
export async function boardStages(em: EntityManager, companyId: string, vacancyId: string | null): Promise<Stage[]> {
  return ordered(await em.find(Stage, { companyId, vacancyId, removedAt: null }, { refresh: true }));
}

/** Every stage of a company's boards ever (removed ones too), for the names a history shows. */
export function stagesById(em: EntityManager, companyId: string, ids: readonly string[]): Promise<Stage[]> {
  return ids.length === 0 ? Promise.resolve([]) : em.find(Stage, { companyId, id: { $in: [...new Set(ids)] } });
}

/** Writes a new board's stages. */
export function createStages(tx: EntityManager, companyId: string, vacancyId: string | null, drafts: readonly StageDraft[]): Stage[] {
  return drafts.map((draft) => tx.create(Stage, { companyId, vacancyId, ...draft, removedAt: null }));
}

/** Applies a set_stages plan to a board's rows. */
export function applyPlan(
  tx: EntityManager,
  companyId: string,
  vacancyId: string | null,
  stages: readonly Stage[],
  plan: StagePlan,
  now: Date,
): void {
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  for (const { id, name, position } of plan.update) Object.assign(byId.get(id)!, { name, position });
  for (const { id, position } of plan.ends) byId.get(id)!.position = position;
  for (const id of plan.remove) byId.get(id)!.removedAt = now;
  createStages(tx, companyId, vacancyId, plan.create);
}

/** The steps of a vacancy's board that open applications stand on. */
export async function occupiedStages(em: EntityManager, companyId: string, vacancyId: string): Promise<Set<string>> {
  const rows = await em.find(Application, { companyId, vacancyId, status: 'open' }, { fields: ['stageId'] });
  return new Set(rows.map((row) => row.stageId));
}
