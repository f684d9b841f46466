// The home area's public face (ARCHITECTURE.md, "Layout of the web app"): the home page.
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  HomePage: () => import('./HomePage'),
};

/** What the route table hands home from the recruiting area (types only: nothing loads with the door). */
export type { HomeMeetingParts, HomeRecruitingParts } from './HomePage';
