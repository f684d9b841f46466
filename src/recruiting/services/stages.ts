import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetSelectionStagesQuery } from '../../profiling/profiling.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { Stage } from '../domain/stage.entity.js';
import { boardStages, createStages, lockBoard } from '../domain/stage.repository.js';
import { stagesFromSteps } from '../domain/stage.rules.js';

/*
 * A board's stages, made on first use: the company's template from its profile's selection stages
 * (asked of the profiling contract, named in the first user's language), and a vacancy's board as a
 * copy of the template's steps, which the vacancy may then change on its own (set_stages).
 */

/** Who first uses a board: the company, and the member whose language names the seeded steps. */
export interface BoardUser {
  companyId: string;
  userId: string;
  lang: Lang;
}

/** The stages of the company's template (vacancyId null) or of a vacancy's board, seeded in `tx` if it has none yet. */
export async function ensureBoard(tx: EntityManager, queries: QueryBus, user: BoardUser, vacancyId: string | null): Promise<Stage[]> {
  const existing = await boardStages(tx, user.companyId, vacancyId);
  if (existing.length > 0) return existing;
  await lockBoard(tx, user.companyId, vacancyId);
  const seeded = await boardStages(tx, user.companyId, vacancyId);
  if (seeded.length > 0) return seeded;
  const steps =
    vacancyId === null
      ? await queries.execute(new GetSelectionStagesQuery(user.companyId, user.lang, user.userId))
      : (await ensureBoard(tx, queries, user, null)).filter((stage) => stage.kind === 'step').map((stage) => stage.name ?? '');
  const stages = createStages(tx, user.companyId, vacancyId, stagesFromSteps(steps));
  await tx.flush();
  return stages;
}
