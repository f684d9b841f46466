// The approval requests' machine wired to the API: the header's bell-like button and the requests
// page. Apart from the approval page's live.ts, so the signed-in header does not carry that page's
// machine.
import { positionsApi } from '../../../shared/api/positions';
import { fromApi } from '../../../shared/api/from-api';
import { approvalRequestsMachine } from './requests.machine';

export const liveApprovalRequestsMachine = approvalRequestsMachine.provide({
  actors: {
    load: fromApi(async ({ signal }) => positionsApi.requests({ signal })),
  },
});
