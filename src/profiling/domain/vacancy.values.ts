/*
 * The fields of a vacancy profile as stored (ids of catalogue and dictionary items, texts, ranges).
 * The wire shapes are the same, so they are defined once for the server and the web in
 * src/shared/contract/vacancy.ts; the server's name for the stored values is StoredVacancyValues.
 */
export {
  emptyVacancyValues,
  type CriterionEntry,
  type Range,
  type SkillEntry,
  type StudyEntry,
  type VacancyAddress,
  type VacancyValues as StoredVacancyValues,
} from '../../shared/contract/vacancy.js';
