import type { EntityDefinition } from '../shared/database/entity-list.js';

/** Entities owned by the identity context; registered with the ORM by the composition root. */
export const identityEntities: EntityDefinition[] = [];
