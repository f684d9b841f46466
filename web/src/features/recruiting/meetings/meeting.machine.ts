// The meeting dialog (home's "Добавить встречу", a board card's and a candidate's "Назначить
// интервью"): a title, the day and the start and end in the company's time zone, an office or a
// video link, colleagues, and for an interview whether the candidate is invited too. The colleagues,
// the offices and the company's zone are read when it opens. Saving first asks who is busy then
// (check_meeting_conflicts): with conflicts the dialog lists them and saves only once confirmed.
// Given a meeting, the dialog changes it (the candidate's "Изменить"): prefilled, the same check
// leaving the meeting itself out, then update_meeting (the invitees get the same UID, a higher SEQUENCE).
import { parseAbsolute, parseDateTime, toZoned } from '@internationalized/date';
import { assign, setup } from 'xstate';
import type { AddMeetingBody, ConflictsBody, MeetingConflict, MeetingView } from '../../../shared/api/recruiting';
import { failureOf, fieldProblems } from '../../../shared/forms/failure';
import { invalid, without, type FieldProblems } from '../../../shared/forms/validation';
import { notProvided } from '../../../shared/machines/not-provided';
import { readOnceFor } from '../../../shared/machines/read-once';
import type { Colleague } from '../model';

export const MEETING_TITLE_MAX = 200;
export const DEFAULT_ZONE = 'Europe/Kyiv';

export interface Office {
  id: string;
  name: string;
  address: string;
}

export interface MeetingForm {
  title: string;
  /** YYYY-MM-DD and HH:MM in the company's zone. */
  date: string;
  start: string;
  end: string;
  place: 'link' | 'office';
  link: string;
  officeId: string;
  participantIds: string[];
  inviteCandidate: boolean;
}

export type MeetingField = 'title' | 'date' | 'start' | 'end' | 'link' | 'officeId';

/** An ISO moment (UTC, `…Z`) of a day and time in `zone`; null when they make no moment. */
export function zonedMoment(date: string, time: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  try {
    return toZoned(parseDateTime(`${date}T${time}`), zone).toAbsoluteString();
  } catch {
    return null;
  }
}

export function meetingProblems(form: MeetingForm, zone: string): FieldProblems<MeetingField> {
  const problems: FieldProblems<MeetingField> = {};
  if (!form.title.trim()) problems.title = invalid('required');
  else if (form.title.trim().length > MEETING_TITLE_MAX) problems.title = invalid('tooLong');
  const start = zonedMoment(form.date, form.start, zone);
  const end = zonedMoment(form.date, form.end, zone);
  if (!form.date) problems.date = invalid('required');
  if (!start) problems.start = invalid('required');
  if (!end) problems.end = invalid('required');
  else if (start && end <= start) problems.end = invalid('date');
  if (form.place === 'link' && !/^https?:\/\/\S+\.\S+/.test(form.link.trim())) problems.link = invalid('format');
  if (form.place === 'office' && !form.officeId) problems.officeId = invalid('required');
  return problems;
}

export interface MeetingInput {
  companyId: string;
  today: string;
  /** An interview: the application (and the candidate's name for the title). */
  applicationId?: string;
  candidateName?: string;
  /** Whether the company's zone can be read (right "candidates-view"); Kyiv's otherwise. */
  readZone: boolean;
  /** The meeting to change; a new one when absent. */
  meeting?: MeetingView;
}

/** A saved meeting as the form shows it: its day and times in its own zone, the invitees but its organizer. */
export function meetingForm(meeting: MeetingView): MeetingForm {
  const at = (iso: string) => parseAbsolute(iso, meeting.time_zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const start = at(meeting.starts_at);
  const end = at(meeting.ends_at);
  return {
    title: meeting.title,
    date: `${start.year}-${pad(start.month)}-${pad(start.day)}`,
    start: `${pad(start.hour)}:${pad(start.minute)}`,
    end: `${pad(end.hour)}:${pad(end.minute)}`,
    place: meeting.office_id ? 'office' : 'link',
    link: meeting.link ?? '',
    officeId: meeting.office_id ?? '',
    participantIds: meeting.participants.filter((person) => person.id !== meeting.organizer.id).map((person) => person.id),
    inviteCandidate: meeting.invite_candidate,
  };
}

/** What saving sends: add_meeting's body, with the meeting's id when it is changed (update_meeting). */
export type SaveMeetingBody = AddMeetingBody & { meeting_id?: string };

interface MeetingContext {
  companyId: string;
  meetingId: string | null;
  applicationId: string | null;
  readZone: boolean;
  zone: string;
  form: MeetingForm;
  colleagues: Colleague[];
  offices: Office[];
  conflicts: MeetingConflict[];
  problems: FieldProblems<MeetingField>;
  message: string | null;
  saved: MeetingView | null;
}

export type MeetingEvent =
  | { type: 'CHANGE'; field: Exclude<keyof MeetingForm, 'participantIds' | 'inviteCandidate'>; value: string }
  | { type: 'PARTICIPANTS'; ids: string[] }
  | { type: 'INVITE_CANDIDATE'; value: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' };

export function meetingBody(context: MeetingContext): SaveMeetingBody {
  const { form, zone } = context;
  return {
    ...(context.meetingId ? { meeting_id: context.meetingId } : {}),
    company_id: context.companyId,
    title: form.title.trim(),
    starts_at: zonedMoment(form.date, form.start, zone)!,
    ends_at: zonedMoment(form.date, form.end, zone)!,
    participant_ids: form.participantIds,
    ...(form.place === 'link' ? { link: form.link.trim() } : { office_id: form.officeId }),
    ...(context.applicationId ? { application_id: context.applicationId, invite_candidate: form.inviteCandidate } : {}),
  };
}

const conflictsBody = (context: MeetingContext): ConflictsBody => {
  const body = meetingBody(context);
  return {
    company_id: body.company_id,
    starts_at: body.starts_at,
    ends_at: body.ends_at,
    participant_ids: body.participant_ids,
    ...(body.meeting_id ? { meeting_id: body.meeting_id } : {}),
  };
};

const readOnce = readOnceFor<MeetingContext, MeetingEvent>();

export const meetingMachine = setup({
  types: {
    context: {} as MeetingContext,
    input: {} as MeetingInput,
    events: {} as MeetingEvent,
  },
  actors: {
    colleagues: notProvided<Colleague[], { companyId: string }>('meetingMachine', 'colleagues'),
    offices: notProvided<Office[], { companyId: string }>('meetingMachine', 'offices'),
    zone: notProvided<string, { companyId: string }>('meetingMachine', 'zone'),
    conflicts: notProvided<MeetingConflict[], ConflictsBody>('meetingMachine', 'conflicts'),
    save: notProvided<MeetingView, SaveMeetingBody>('meetingMachine', 'save'),
  },
  actions: {
    failed: assign(({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return {
        problems: fieldProblems<MeetingField>(failure.fields, { starts_at: 'start', ends_at: 'end', office_id: 'officeId' }),
        message: failure.message,
      };
    }),
  },
}).createMachine({
  id: 'meeting',
  context: ({ input }) => ({
    companyId: input.companyId,
    meetingId: input.meeting?.id ?? null,
    applicationId: input.meeting ? input.meeting.application_id : (input.applicationId ?? null),
    readZone: input.readZone,
    zone: input.meeting?.time_zone ?? DEFAULT_ZONE,
    form: input.meeting
      ? meetingForm(input.meeting)
      : {
          title: input.candidateName ? input.candidateName : '',
          date: input.today,
          start: '10:00',
          end: '11:00',
          place: 'link',
          link: '',
          officeId: '',
          participantIds: [],
          inviteCandidate: Boolean(input.applicationId),
        },
    colleagues: [],
    offices: [],
    conflicts: [],
    problems: {},
    message: null,
    saved: null,
  }),
  type: 'parallel',
  states: {
    // Read once when the dialog opens; a failure leaves the choice empty (or Kyiv's zone).
    colleagues: readOnce('colleagues', 'colleagues'),
    offices: readOnce('offices', 'offices'),
    zone: {
      initial: 'start',
      states: {
        start: { always: [{ guard: ({ context }) => context.readZone, target: 'loading' }, { target: 'done' }] },
        loading: {
          invoke: {
            src: 'zone',
            input: ({ context }) => ({ companyId: context.companyId }),
            onDone: { target: 'done', actions: assign({ zone: ({ event }) => event.output }) },
            onError: 'done',
          },
        },
        done: {},
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: assign(({ context, event }) => ({
                form: { ...context.form, [event.field]: event.value },
                problems: without(context.problems, event.field as MeetingField),
              })),
            },
            PARTICIPANTS: { actions: assign({ form: ({ context, event }) => ({ ...context.form, participantIds: event.ids }) }) },
            INVITE_CANDIDATE: { actions: assign({ form: ({ context, event }) => ({ ...context.form, inviteCandidate: event.value }) }) },
            SUBMIT: [
              {
                guard: ({ context }) => Object.keys(meetingProblems(context.form, context.zone)).length > 0,
                actions: assign({ problems: ({ context }) => meetingProblems(context.form, context.zone) }),
              },
              { target: 'checking', actions: assign({ problems: {}, message: null, conflicts: [] }) },
            ],
          },
        },
        checking: {
          invoke: {
            src: 'conflicts',
            input: ({ context }) => conflictsBody(context),
            onDone: [
              {
                guard: ({ event }) => event.output.length > 0,
                target: 'confirming',
                actions: assign({ conflicts: ({ event }) => event.output }),
              },
              { target: 'saving' },
            ],
            onError: { target: 'editing', actions: 'failed' },
          },
        },
        // Someone is busy then: the dialog says who; the user saves all the same or goes back.
        confirming: { on: { CONFIRM: 'saving', BACK: 'editing' } },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => meetingBody(context),
            onDone: { target: 'done', actions: assign({ saved: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: 'failed' },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});
