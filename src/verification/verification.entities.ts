import type { EntityDefinition } from '../shared/database/entity-list.js';
import {
  VerificationCommentSchema,
  VerificationCompanySchema,
  VerificationCounterSchema,
  VerificationHistorySchema,
  VerificationNameTrigramSchema,
} from './read/read-model.entity.js';

/** Entities owned by the verification context; registered with the ORM by the composition root. */
export const verificationEntities: EntityDefinition[] = [
  VerificationCompanySchema,
  VerificationHistorySchema,
  VerificationCommentSchema,
  VerificationCounterSchema,
  VerificationNameTrigramSchema,
];
