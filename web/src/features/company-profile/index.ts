// The company-profile area's public face (ARCHITECTURE.md, "Layout of the web app"): the company profile wizard.
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  CompanyProfilePage: () => import('./CompanyProfilePage'),
};
// What the app's position stage is given (the route table composes the positions wizard into the page).
export type { PositionStageProps } from './CompanyProfilePage';
