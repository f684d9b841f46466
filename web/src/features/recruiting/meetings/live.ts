// The meeting dialog's machine wired to the API.
import { fromApi } from '../../../shared/api/from-api';
import { profilingApi } from '../../../shared/api/profiling';
import { recruitingApi, type ConflictsBody, type MeetingConflict, type MeetingView } from '../../../shared/api/recruiting';
import type { Colleague } from '../model';
import { colleagues } from '../options';
import { meetingMachine, type Office, type SaveMeetingBody } from './meeting.machine';

export const liveMeetingMachine = meetingMachine.provide({
  actors: {
    colleagues: fromApi<Colleague[], { companyId: string }>(({ input, signal }) => colleagues(input.companyId, signal)),
    offices: fromApi<Office[], { companyId: string }>(async ({ input, signal }) =>
      (await profilingApi.addresses(input.companyId, { signal })).map((office) => ({
        id: office.id,
        name: office.name,
        address: office.address,
      })),
    ),
    zone: fromApi<string, { companyId: string }>(({ input, signal }) => recruitingApi.timeZone(input.companyId, { signal })),
    conflicts: fromApi<MeetingConflict[], ConflictsBody>(({ input, signal }) => recruitingApi.conflicts(input, { signal })),
    save: fromApi<MeetingView, SaveMeetingBody>(({ input, signal }) => {
      const { meeting_id: meetingId, ...body } = input;
      return meetingId
        ? recruitingApi.updateMeeting({ ...body, meeting_id: meetingId }, { signal })
        : recruitingApi.addMeeting(body, { signal });
    }),
  },
});
