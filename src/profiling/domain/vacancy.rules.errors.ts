import { DomainError } from '../../shared/domain/domain-error.js';
import type { MessageKey } from '../../shared/i18n/messages.js';

/** The stable error codes of the vacancy wizard calls (web/src/shared/api/positions.ts). */
export const VacancyErrors = {
  /** Also for another company's vacancy: the id says nothing about other companies. */
  notFound: () => DomainError.notFound('VACANCY_NOT_FOUND', 'profiling.vacancy.notFound'),
  notEditable: () => DomainError.conflict('VACANCY_NOT_EDITABLE', 'profiling.vacancy.notEditable'),
  stepOrder: () => DomainError.conflict('STEP_ORDER', 'profiling.vacancy.stepOrder', { vacancy_id: 'profiling.vacancy.stepOrder' }),
  catalogueUnknown: (fields: Record<string, MessageKey>) =>
    DomainError.badRequest('CATALOGUE_ITEM_UNKNOWN', 'profiling.vacancy.catalogueUnknown', fields),
  criteriaTooMany: () =>
    DomainError.badRequest('CRITERIA_TOO_MANY', 'profiling.vacancy.criteriaTooMany', { criteria: 'profiling.vacancy.criteriaTooMany' }),
  criterionWithoutValue: (fields: Record<string, MessageKey>) =>
    DomainError.badRequest('CRITERION_WITHOUT_VALUE', 'profiling.vacancy.criterionWithoutValue', fields),
};
