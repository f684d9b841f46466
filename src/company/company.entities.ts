import type { EntityDefinition } from '../shared/database/entity-list.js';
import { CompanyActionCodeSchema } from './domain/action-code.entity.js';
import { CompanyTransferSchema } from './domain/transfer.entity.js';
import { ActiveCompanySchema, CompanyFileSchema, CompanySchema, MembershipSchema } from './domain/company.entity.js';

/** Entities owned by the company context; registered with the ORM by the composition root. */
export const companyEntities: EntityDefinition[] = [
  CompanySchema,
  MembershipSchema,
  CompanyFileSchema,
  ActiveCompanySchema,
  CompanyActionCodeSchema,
  CompanyTransferSchema,
];
