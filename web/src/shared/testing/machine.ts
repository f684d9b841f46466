// Helpers for machine specs, written once: wait for a condition of the actor, never a fixed sleep.
// Imported by *.machine.spec.ts files only (nothing in the product imports this folder).
import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';

/** The state values an actor's snapshot can be matched against (typed per machine). */
type StateOf<TActor extends AnyActorRef> = SnapshotFrom<TActor> extends { matches(state: infer S): boolean } ? S : never;
type Matching = { matches(state: unknown): boolean };

/** How long a spec waits for a provided actor that answers at once (a generous bound on a loaded machine). */
export const SETTLE_TIMEOUT_MS = 1000;

/** Resolves once the actor is in none of `states`: the call it was waiting on has answered. */
export function settled<TActor extends AnyActorRef>(actor: TActor, ...states: StateOf<TActor>[]): Promise<SnapshotFrom<TActor>> {
  return waitFor(actor, (snapshot) => states.every((state) => !(snapshot as Matching).matches(state)), { timeout: SETTLE_TIMEOUT_MS });
}

/** Resolves once the actor is in `state`. */
export function reached<TActor extends AnyActorRef>(actor: TActor, state: StateOf<TActor>): Promise<SnapshotFrom<TActor>> {
  return waitFor(actor, (snapshot) => (snapshot as Matching).matches(state), { timeout: SETTLE_TIMEOUT_MS });
}

/** Lets promise callbacks and zero-delay timers run (a provided actor's answer reaching the machine). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A provided call that fails the first time (offline) and answers `value` from then on. */
export function failsOnce<T>(value: T, error: unknown = new Error('offline')): () => Promise<T> {
  let attempts = 0;
  return async () => {
    attempts += 1;
    if (attempts === 1) throw error;
    return value;
  };
}
