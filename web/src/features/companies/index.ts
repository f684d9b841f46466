// The companies area's public face (ARCHITECTURE.md, "Layout of the web app"): the company list, registration, verification, members and settings.
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  CompanyCreatePage: () => import('./create/CompanyCreatePage'),
  CreatedScreen: () => import('./create/CreatedScreen'),
  StartCompanyCreate: () => import('./create/StartCompanyCreate'),
  CompaniesPage: () => import('./list/CompaniesPage'),
  CompanyTransferPage: () => import('./list/CompanyTransferPage'),
  AddDeputyPage: () => import('./members/AddDeputyPage'),
  CompanyUsersPage: () => import('./members/CompanyUsersPage'),
  InvitationPage: () => import('./members/InvitationPage'),
  CompanySettingsPage: () => import('./settings/CompanySettingsPage'),
  OpenVerificationPage: () => import('./verification/OpenVerificationPage'),
  SubmittedScreen: () => import('./verification/SubmittedScreen'),
  VerificationPage: () => import('./verification/VerificationPage'),
};
