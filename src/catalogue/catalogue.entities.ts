import type { EntityDefinition } from '../shared/database/entity-list.js';
import { OptionItemSchema } from './option-item.entity.js';

/** Entities owned by the catalogue context; registered with the ORM by the composition root. */
export const catalogueEntities: EntityDefinition[] = [OptionItemSchema];
