import type { EntityDefinition } from '../shared/database/entity-list.js';
import { CategorySchema, CompetencyItemSchema, PositionSchema } from './domain/competency.entity.js';
import { CatalogueVersionSchema } from './domain/catalogue-version.entity.js';
import { OptionItemSchema } from './domain/option-item.entity.js';
import { CitySchema, SeedStateSchema, StreetSchema, UniversitySchema } from './domain/place.entity.js';

/** Entities owned by the catalogue context; registered with the ORM by the composition root. */
export const catalogueEntities: EntityDefinition[] = [
  OptionItemSchema,
  CategorySchema,
  PositionSchema,
  CompetencyItemSchema,
  UniversitySchema,
  CitySchema,
  StreetSchema,
  SeedStateSchema,
  CatalogueVersionSchema,
];
