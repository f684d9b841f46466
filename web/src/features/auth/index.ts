// The auth area's public face (ARCHITECTURE.md, "Layout of the web app"): sign-in, recovery and the e-mail confirmation.
// The route table (app/router.tsx) reaches the area only through this door; each entry loads its
// screen as a chunk of its own, so the door itself costs the first load nothing.
export const screens = {
  AuthPage: () => import('./AuthPage'),
  ConfirmEmailPage: () => import('./ConfirmEmailPage'),
  ExternalSignInPage: () => import('./ExternalSignInPage'),
  ForgotByPhonePage: () => import('./ForgotByPhonePage'),
  ForgotPage: () => import('./ForgotPage'),
  RecoveryPasswordPage: () => import('./RecoveryPasswordPage'),
};
