import type { EntityDefinition } from '../shared/database/entity-list.js';
import { EmployerSchema, PostingSchema } from './read/posting.entity.js';

/** Entities owned by the careers context (tables `careers_*`, its read model); registered by the composition root. */
export const careersEntities: EntityDefinition[] = [PostingSchema, EmployerSchema];
