// Company status ids as the API sends them (`status.id`, `status_id`): the server's COMPANY_STATUS
// (src/company/company.types.ts), which company-status.spec.ts keeps equal. Dependency-free, so
// machines and screens import it without the client.
export const COMPANY_STATUS = { registered: 1, underConsideration: 2, rejected: 3, verified: 4, deleted: 5 } as const;
export type CompanyStatusId = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];
