/** A company's status ids (the `status_id` of the company answers and of set_statusCompany). */
export const COMPANY_STATUS = { registered: 1, underConsideration: 2, rejected: 3, verified: 4, deleted: 5 } as const;
export type CompanyStatusId = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];
