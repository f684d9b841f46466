// The "read it once when the screen opens" region of the parallel machines: the colleagues to
// assign or mention, the offices, the vacancies to filter by. A failure leaves the context's empty
// value (the form works without the choice), and the region never reads again. Written once here so
// that every such region reads the same; the machine keeps its own named actor (`src`), provided in
// its area's live.ts.
import { assign, type DoneActorEvent, type EventObject, type MachineContext } from 'xstate';

/**
 * The regions of one machine, named by its context and events (xstate types every action by its
 * machine's): `regions.readOnce(src, key)` is a parallel region `loading` → `done` that invokes the
 * actor `src` with the company and keeps its output in `context[key]`.
 */
export function readOnceFor<TContext extends MachineContext & { companyId: string }, TEvent extends EventObject>() {
  return function readOnce<const Src extends string, const Key extends keyof TContext & string>(src: Src, key: Key) {
    return {
      initial: 'loading' as const,
      states: {
        loading: {
          invoke: {
            src,
            input: ({ context }: { context: TContext }) => ({ companyId: context.companyId }),
            onDone: {
              target: 'done' as const,
              actions: assign<TContext, DoneActorEvent<TContext[Key]>, undefined, TEvent, never>(({ event }) => {
                const read: Partial<TContext> = {};
                read[key] = event.output;
                return read;
              }),
            },
            onError: 'done' as const,
          },
        },
        done: {},
      },
    };
  };
}
