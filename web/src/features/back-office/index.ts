// The verifier's back office (docs/verification.md): what the app's router and verifier shell use.
export { BackOffice, parseBackOfficePath } from './BackOffice';
export { CompanyQuickSearch } from './search/CompanyQuickSearch';
export { NotificationsButton } from './notifications/NotificationsButton';
// The verifier's file viewer takes the whole page (outside the shell): a chunk of its own, loaded through this door.
export const loadFileViewerPage = () => import('./viewer/FileViewerPage');
