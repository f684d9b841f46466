// Sign-in through another provider (spec 000 §2; docs/identity.md, "Sign-in with other providers"):
// which providers this installation offers, and the trade of the one-time code the provider's
// callback left in /auth/external for a session. Leaving for a provider is a page navigation
// (`externalSignInHref`), not a call.
import type { UserInfo } from '../session/session';
import { answer, api, API_BASE, type ApiClient } from './client';
import type { ResponseBody, Routes } from './contract';
import { externalSignInPath, type ExternalProvider } from '../../../../src/shared/contract/external-sign-in';

export {
  EXTERNAL_PROVIDERS,
  isExternalOutcome,
  type ExternalOutcome,
  type ExternalProvider,
} from '../../../../src/shared/contract/external-sign-in';

export const EXTERNAL_SIGN_IN_CALLS = {
  providers: '/auth/providers',
  session: '/auth/external/session',
} as const satisfies Routes;

export type ExternalProvidersAnswer = ResponseBody<'/auth/providers', 'get'>;
export type ProviderButton = ExternalProvidersAnswer['providers'][number];

type Options = { signal?: AbortSignal };

export function createExternalSignInApi(client: ApiClient) {
  const c = EXTERNAL_SIGN_IN_CALLS;
  return {
    providers: async (options?: Options): Promise<ProviderButton[]> => (await answer(client.GET(c.providers, { ...options }))).providers,
    /** The session the code stands for: user_data with its token, as after a sign-in. */
    session: async (code: string, options?: Options): Promise<UserInfo> =>
      (await answer(client.POST(c.session, { body: { code }, ...options }))).user_data,
  };
}

export type ExternalSignInApi = ReturnType<typeof createExternalSignInApi>;

export const externalSignInApi: ExternalSignInApi = createExternalSignInApi(api);

/** The address a provider's button navigates to. */
export function externalSignInHref(provider: ExternalProvider, remember: boolean): string {
  return `${API_BASE}${externalSignInPath(provider, remember)}`;
}
