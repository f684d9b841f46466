// The dev area's public face (ARCHITECTURE.md, "Layout of the web app"): the captured letters and messages (development).
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  DevMessagesPage: () => import('./DevMessagesPage'),
};
