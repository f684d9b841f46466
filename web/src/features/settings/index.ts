// The settings area's public face (ARCHITECTURE.md, "Layout of the web app"): the settings page.
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  SettingsPage: () => import('./SettingsPage'),
};
