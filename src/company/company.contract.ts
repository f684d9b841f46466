/**
 * Public contract of the company context: companies, memberships, register-extract files and the
 * owner actions. Verifier decisions reach it as events or commands listed here, never via its tables.
 */
export { CompanyModule } from './company.module.js';
