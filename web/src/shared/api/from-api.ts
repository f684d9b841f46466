import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * fromPromise for network calls. A call whose actor was stopped (its signal aborted) never
 * settles: @xstate/react restarts the same actor object after React's StrictMode (and Activity)
 * unmount, and a late "aborted" rejection from the first run would otherwise reach the restarted
 * actor and look like a real failure (e.g. drop the session as if the user info failed to load).
 */
export function fromApi<TOutput, TInput = NonReducibleUnknown>(run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    try {
      return await run({ input, signal });
    } catch (error) {
      if (signal.aborted) return new Promise<never>(() => {});
      throw error;
    }
  });
}
