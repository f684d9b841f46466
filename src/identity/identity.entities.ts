import type { EntityDefinition } from '../shared/database/entity-list.js';
import { AccountTokenSchema, OneTimeCodeSchema, SessionSchema, UserSchema } from './domain/user.entity.js';

/** Entities owned by the identity context; registered with the ORM by the composition root. */
export const identityEntities: EntityDefinition[] = [UserSchema, SessionSchema, AccountTokenSchema, OneTimeCodeSchema];
