import type { EntityManager as CoreEntityManager } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { CompanyProfile } from '../domain/profile.entity.js';
import { PROFILE_STEPS, stepAfter } from '../domain/profile.rules.js';
import { CompanyProfileStepSaved, type ProfileStep } from '../domain/profiling.events.js';
import { lockProfile } from './access.js';

/**
 * The common end of the profile wizard's step saves: under
 * the profile's row lock, `apply` changes the profile and answers the values saved; the step is
 * recorded with a CompanyProfileStepSaved event and the resume step moves on.
 */
export async function saveProfileStep(
  em: EntityManager,
  userId: string,
  companyId: string,
  step: ProfileStep,
  apply: (profile: CompanyProfile, tx: CoreEntityManager) => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<void> {
  await em.transactional(async (tx) => {
    const profile = await lockProfile(tx, companyId);
    const values = await apply(profile, tx);
    profile.step = stepAfter(PROFILE_STEPS.indexOf(step) + 1);
    recordEvent(profile, new CompanyProfileStepSaved(companyId, userId, step, values));
    await tx.flush();
  });
}
