// The sign-in page's providers (spec 000 §2, "three social providers"): the buttons of those this
// installation configures, none while the list loads and none when it cannot be read (the e-mail
// and phone sign-in above never wait for it).
import { assign, setup } from 'xstate';
import type { ProviderButton } from '../../shared/api/external-sign-in';
import { notProvided } from '../../shared/machines/not-provided';

export const socialSignInMachine = setup({
  types: {
    context: {} as { providers: ProviderButton[] },
  },
  actors: {
    /** GET /auth/providers. */
    loadProviders: notProvided<ProviderButton[]>('socialSignInMachine', 'loadProviders'),
  },
}).createMachine({
  id: 'socialSignIn',
  context: { providers: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProviders',
        onDone: { target: 'ready', actions: assign({ providers: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: { type: 'final' },
  },
});
