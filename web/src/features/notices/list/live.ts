// The opener of a notice's link wired to the API (the machine never calls fetch). With the list,
// not the bell: it runs only once the popover is open.
import { companyApi } from '../../../shared/api/company';
import { fromApi } from '../../../shared/api/from-api';
import { openNoticeMachine } from './open-notice.machine';

export const liveOpenNoticeMachine = openNoticeMachine.provide({
  actors: {
    enterCompany: fromApi<void, { companyId: string }>(({ input, signal }) => companyApi.login(input.companyId, { signal })),
  },
});
