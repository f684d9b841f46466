import type { EntityDefinition } from '../shared/database/entity-list.js';

/** Entities owned by the company context; registered with the ORM by the composition root. */
export const companyEntities: EntityDefinition[] = [];
