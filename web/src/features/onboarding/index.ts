// The onboarding area's public face (ARCHITECTURE.md, "Layout of the web app"): the onboarding and success screens.
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  OnboardingPage: () => import('./OnboardingPage'),
};
