// The positions area's public face (ARCHITECTURE.md, "Layout of the web app"): positions: the wizards, the vacancy list and approvals (and the header's approval requests).
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  ApprovalPage: () => import('./approval/ApprovalPage'),
  RequestsButton: () => import('./approval/RequestsButton'),
  RequestsPage: () => import('./approval/RequestsPage'),
  VacancyListPage: () => import('./list/VacancyListPage'),
  ShortWizard: () => import('./short/ShortWizard'),
  PositionWizard: () => import('./wizard/PositionWizard'),
};
