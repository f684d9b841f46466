import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountContactsQuery } from '../../../identity/identity.contract.js';
import type { Lang } from '../../../shared/i18n/lang.js';
import { Vacancy, VacancyApprover, type VacancyStatus } from '../../domain/vacancy.entity.js';
import type { StoredVacancyValues } from '../../domain/vacancy.values.js';

/** A vacancy as the calls answer it (web/src/shared/api/positions.ts `VacancyView`). */
export interface VacancyView extends StoredVacancyValues {
  id: string;
  company_id: string;
  number: number;
  status: VacancyStatus;
  step: number;
  author: { user_id: string; name: string };
  approvers: {
    user_id: string;
    name: string;
    decision: 'approved' | 'declined' | null;
    comment: string | null;
    answered_at: string | null;
  }[];
  created_at: string;
  updated_at: string;
  published_at: string | null;
  can_edit: boolean;
  /** Whether the caller may publish it at once, without approvers (the `publishVacancies` action). */
  can_publish: boolean;
  labels: Partial<Record<keyof StoredVacancyValues | 'criteria', string | string[]>>;
}

/** Display texts of a vacancy's ids in a language; filled by the labels module of the positions queries. */
export type VacancyLabeller = (values: StoredVacancyValues, companyId: string, lang: Lang) => Promise<VacancyView['labels']>;

/**
 * The view of one vacancy: its values, author and approvers with display names, and whether the
 * caller (`canEdit`, decided by the caller's access check) may change it now.
 */
export async function vacancyView(
  em: EntityManager,
  queries: QueryBus,
  vacancy: Vacancy,
  options: { lang: Lang; canEdit: boolean; canPublish?: boolean; labeller?: VacancyLabeller },
): Promise<VacancyView> {
  const approvers = await em.find(VacancyApprover, { vacancyId: vacancy.id }, { orderBy: { requestedAt: 'asc', userId: 'asc' } });
  const people = await queries.execute(new GetAccountContactsQuery([vacancy.authorUserId, ...approvers.map((a) => a.userId)]));
  const nameOf = (userId: string) => people.get(userId)?.displayName ?? '';
  return {
    ...vacancy.values,
    id: vacancy.id,
    company_id: vacancy.companyId,
    number: vacancy.number,
    status: vacancy.status as VacancyStatus,
    step: vacancy.step,
    author: { user_id: vacancy.authorUserId, name: nameOf(vacancy.authorUserId) },
    approvers: approvers.map((a) => ({
      user_id: a.userId,
      name: nameOf(a.userId),
      decision: (a.decision as 'approved' | 'declined' | null) ?? null,
      comment: a.comment ?? null,
      answered_at: a.answeredAt ? a.answeredAt.toISOString() : null,
    })),
    created_at: vacancy.createdAt.toISOString(),
    updated_at: vacancy.updatedAt.toISOString(),
    published_at: vacancy.publishedAt ? vacancy.publishedAt.toISOString() : null,
    can_edit: options.canEdit && (vacancy.status === 'draft' || vacancy.status === 'returned'),
    can_publish: options.canEdit && options.canPublish === true && (vacancy.status === 'draft' || vacancy.status === 'returned'),
    labels: options.labeller ? await options.labeller(vacancy.values, vacancy.companyId, options.lang) : {},
  };
}
