// Company status ids as the API sends them (`status.id`, `status_id`), for the app core's machines
// and screens: the shared contract's COMPANY_STATUS (src/shared/contract/company.ts), which
// company-status.spec.ts keeps equal. A copy on purpose, with no import: re-exported from the
// contract, it tied the app core's chunk to the signed-in chunk that holds the contract, and the
// two chunks importing each other left `api` undefined when the signed-in API clients were made
// ("Cannot read properties of undefined (reading 'post')" on the company profile, e2e positions).
export const COMPANY_STATUS = { registered: 1, underConsideration: 2, rejected: 3, verified: 4, deleted: 5 } as const;
export type CompanyStatusId = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];
