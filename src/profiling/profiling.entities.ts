import type { EntityDefinition } from '../shared/database/entity-list.js';
import { CompanyProfileSchema, DepartmentSchema, PolicyFileSchema } from './domain/profile.entity.js';
import { VacancyApproverSchema, VacancySchema } from './domain/vacancy.entity.js';

/** Entities owned by the profiling context; registered with the ORM by the composition root. */
export const profilingEntities: EntityDefinition[] = [
  CompanyProfileSchema,
  PolicyFileSchema,
  DepartmentSchema,
  VacancySchema,
  VacancyApproverSchema,
];
