import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/*
 * The stand-ins for a machine's actors in `setup({ actors })`: they type the actor's output and
 * input and fail, naming the machine and the actor, when a machine runs without its area's
 * `live.ts` (or a spec) providing the real one with `.provide()`. The live promise actors are made
 * with `fromApi` (shared/api/from-api.ts). One helper for every machine (docs/web.md, "One way
 * from a machine to the API").
 */

const message = (machine: string, actor: string) => `${machine}: "${actor}" must be provided with .provide()`;

/** A promise actor (a network call, or another task the area supplies) to be provided. */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(machine: string, actor: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(message(machine, actor));
  });
}

/** A callback actor (an upload with progress reports) to be provided. */
export function notProvidedCallback<TEvent extends EventObject, TInput = NonReducibleUnknown>(machine: string, actor: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(message(machine, actor));
  });
}
