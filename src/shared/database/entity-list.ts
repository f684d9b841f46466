/**
 * Entity definitions as the contexts hand them to the composition root. defineEntity's schemas carry
 * precise generic types that do not widen to MikroORM's `EntityName<AnyEntity>`, so the list is kept
 * as opaque objects and handed to the ORM options in one place (orm-config.ts).
 */
export type EntityDefinition = object;
