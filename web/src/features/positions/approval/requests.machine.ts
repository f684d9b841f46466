// The approval requests waiting for the signed-in user's answer (get_approval_requests): the
// /vacancy-approvals page and the shell's count. Loaded on start and on RELOAD (the page reloads
// when it is shown again); a failed load keeps the last list and can be retried.
import { assign, setup } from 'xstate';
import type { ApprovalRequest } from '../../../shared/api/positions';
import { notProvided } from '../../../shared/machines/not-provided';

export interface RequestsContext {
  requests: ApprovalRequest[] | null;
  failed: boolean;
}

export const approvalRequestsMachine = setup({
  types: {
    context: {} as RequestsContext,
    events: {} as { type: 'RELOAD' },
  },
  actors: {
    load: notProvided<ApprovalRequest[]>('approvalRequestsMachine', 'load'),
  },
}).createMachine({
  id: 'approvalRequests',
  context: { requests: null, failed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ requests: ({ event }) => event.output, failed: false }) },
        onError: { target: 'failed', actions: assign({ failed: true }) },
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    failed: { on: { RELOAD: 'loading' } },
  },
});
