// The verifier's back office (spec 001 §2, issue 12): what the app's router and verifier shell use.
export { BackOffice, parseBackOfficePath } from './BackOffice';
export { CompanyQuickSearch } from './search/CompanyQuickSearch';
export { NotificationsButton } from './notifications/NotificationsButton';
