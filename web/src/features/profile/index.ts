// The profile area's public face (ARCHITECTURE.md, "Layout of the web app"): the profile creation flow and the profile tab of settings.
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  ConfirmPhonePage: () => import('./create/ConfirmPhonePage'),
  ProfileCreatePage: () => import('./create/ProfileCreatePage'),
  ProfileFlow: () => import('./create/ProfileFlow'),
  ProfileTab: () => import('./edit/ProfileTab'),
};
