// The header's company switcher:
// opening the menu (re)loads the user's companies (get_companyList sort=my); choosing another one
// calls loginCompany, leaving calls logoutCompany, and either way the app then re-reads the user
// (status loading → the status the new active company decides). Calls are actors provided in the
// area's live.ts with the shared API; the machine only decides.
import { assign, setup } from 'xstate';
import type { CompanyListItem } from '../../shared/api/company';
import { failureOf } from '../../shared/forms/failure';
import { notProvided } from '../../shared/machines/not-provided';

export interface SwitcherContext {
  companies: CompanyListItem[] | null;
  /** The company being entered (its item shows busy). */
  target: string | null;
  error: string | null;
}

export type SwitcherEvent =
  | { type: 'OPEN' }
  | { type: 'PREFETCH' }
  | { type: 'RETRY' }
  | { type: 'SWITCH'; companyId: string; activeId: string | null }
  | { type: 'LEAVE' };

export const companySwitcherMachine = setup({
  types: {
    context: {} as SwitcherContext,
    events: {} as SwitcherEvent,
  },
  actors: {
    loadCompanies: notProvided<CompanyListItem[]>('company-switcher.machine', 'loadCompanies'),
    enter: notProvided<void, { companyId: string }>('company-switcher.machine', 'enter'),
    leave: notProvided<void>('company-switcher.machine', 'leave'),
  },
  actions: {
    /** The app re-reads the user: spec §4's loading → reload → main (or what the new company's status decides). */
    reloadApp: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'companySwitcher',
  initial: 'idle',
  context: { companies: null, target: null, error: null },
  states: {
    // The trigger hovered or focused: the list is fetched before the menu opens, so the menu opens
    // with its companies (and focus on them) instead of a loading line.
    idle: { on: { OPEN: 'loading', PREFETCH: 'loading' } },
    loading: {
      invoke: {
        src: 'loadCompanies',
        onDone: { target: 'ready', actions: assign({ companies: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
      // Reopening shows the last list while it reloads, with Leave: a company chosen (or Leave
      // pressed) meanwhile is acted on, not silently dropped (the menu has closed by then).
      on: {
        SWITCH: [
          { guard: ({ event }) => event.companyId === event.activeId },
          { target: 'entering', actions: assign({ target: ({ event }) => event.companyId }) },
        ],
        LEAVE: 'leaving',
      },
    },
    // The menu still offers Leave beside the failure.
    failed: { on: { OPEN: 'loading', RETRY: 'loading', PREFETCH: 'loading', LEAVE: 'leaving' } },
    ready: {
      on: {
        // Each opening shows the list as it is now (a company added, archived or shared meanwhile).
        OPEN: 'loading',
        SWITCH: [
          // The active company again: nothing to switch.
          { guard: ({ event }) => event.companyId === event.activeId },
          { target: 'entering', actions: assign({ target: ({ event }) => event.companyId }) },
        ],
        LEAVE: 'leaving',
      },
    },
    entering: {
      invoke: {
        src: 'enter',
        input: ({ context }) => ({ companyId: context.target! }),
        onDone: { target: 'done', actions: 'reloadApp' },
        onError: {
          target: 'ready',
          actions: [
            { type: 'notifyFailed', params: ({ event }) => ({ message: failureOf(event.error).message }) },
            assign({ target: null }),
          ],
        },
      },
    },
    leaving: {
      invoke: {
        src: 'leave',
        onDone: { target: 'done', actions: 'reloadApp' },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ message: failureOf(event.error).message }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
