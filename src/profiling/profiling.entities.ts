import type { EntityDefinition } from '../shared/database/entity-list.js';

/** Entities owned by the profiling context; registered with the ORM by the composition root. */
export const profilingEntities: EntityDefinition[] = [];
