// Company status ids as the API sends them (`status.id`, `status_id`), for machines and screens that
// import them without the client: the one definition is the shared contract's
// (src/shared/contract/company.ts), which the server uses too.
export { COMPANY_STATUS, type CompanyStatusId } from '../../../../src/shared/contract/company';
