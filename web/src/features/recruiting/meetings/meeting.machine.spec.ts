import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import type { AddMeetingBody, ConflictsBody, MeetingConflict, MeetingView } from '../../../shared/api/recruiting';
import { flush, reached } from '../../../shared/testing/machine';
import { meetingMachine, meetingProblems, zonedMoment, type MeetingForm } from './meeting.machine';

const BUSY: MeetingConflict = {
  user: { id: 'u2', name: 'Марія Бондар' },
  meeting: { id: 'm0', title: null, starts_at: '2026-12-10T08:30:00.000Z', ends_at: '2026-12-10T09:30:00.000Z' },
};

function startDialog(conflicts: MeetingConflict[], applicationId?: string, meeting?: MeetingView) {
  const saved: AddMeetingBody[] = [];
  const checked: ConflictsBody[] = [];
  const actor = createActor(
    meetingMachine.provide({
      actors: {
        colleagues: fromPromise(async () => [{ id: 'u2', name: 'Марія Бондар' }]),
        offices: fromPromise(async () => [{ id: 'actual', name: 'Офіс', address: 'Київ, Хрещатик, 1' }]),
        zone: fromPromise(async () => 'Europe/Kyiv'),
        conflicts: fromPromise<MeetingConflict[], ConflictsBody>(async ({ input }) => {
          checked.push(input);
          return conflicts;
        }),
        save: fromPromise<MeetingView, AddMeetingBody>(async ({ input }) => {
          saved.push(input);
          return { id: 'm1' } as MeetingView;
        }),
      },
    }),
    {
      input: {
        companyId: 'co1',
        today: '2026-12-09',
        readZone: true,
        applicationId,
        candidateName: applicationId ? 'Інтерв’ю' : undefined,
        meeting,
      },
    },
  ).start();
  return { actor, saved, checked };
}

const fill = (actor: ReturnType<typeof startDialog>['actor']) => {
  actor.send({ type: 'CHANGE', field: 'title', value: ' Планёрка ' });
  actor.send({ type: 'CHANGE', field: 'date', value: '2026-12-10' });
  actor.send({ type: 'CHANGE', field: 'link', value: 'https://meet.example.com/x' });
  actor.send({ type: 'PARTICIPANTS', ids: ['u2'] });
};

describe('the meeting dialog', () => {
  it('turns a day and a time of the company’s zone into a moment, across the clock change', () => {
    expect(zonedMoment('2026-12-10', '10:00', 'Europe/Kyiv')).toBe('2026-12-10T08:00:00.000Z');
    expect(zonedMoment('2027-07-01', '10:00', 'Europe/Kyiv')).toBe('2027-07-01T07:00:00.000Z');
    expect(zonedMoment('2026-12-10', '', 'Europe/Kyiv')).toBeNull();
  });

  it('needs a title, an end after the start and a link or an office', () => {
    const form: MeetingForm = {
      title: '',
      date: '2026-12-10',
      start: '11:00',
      end: '10:00',
      place: 'link',
      link: 'meet',
      officeId: '',
      participantIds: [],
      inviteCandidate: false,
    };
    expect(meetingProblems(form, 'Europe/Kyiv')).toEqual({ title: { key: 'required' }, end: { key: 'date' }, link: { key: 'format' } });
    expect(meetingProblems({ ...form, title: 'x', end: '12:00', place: 'office' }, 'Europe/Kyiv')).toEqual({
      officeId: { key: 'required' },
    });
  });

  it('saves at once when nobody is busy, in the company’s zone', async () => {
    const { actor, saved, checked } = startDialog([]);
    await flush();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: 'done' });
    expect(checked).toHaveLength(1);
    expect(saved).toEqual([
      {
        company_id: 'co1',
        title: 'Планёрка',
        starts_at: '2026-12-10T08:00:00.000Z',
        ends_at: '2026-12-10T09:00:00.000Z',
        participant_ids: ['u2'],
        link: 'https://meet.example.com/x',
      },
    ]);
  });

  it('shows who is busy and saves an interview only once the user confirms', async () => {
    const { actor, saved } = startDialog([BUSY], 'a1');
    await flush();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: 'confirming' });
    expect(actor.getSnapshot().context.conflicts).toEqual([BUSY]);
    expect(saved).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    await reached(actor, { form: 'done' });
    expect(saved[0]).toMatchObject({ application_id: 'a1', invite_candidate: true });
  });

  it('changes a meeting: prefilled in its zone, checked without itself, saved with its id', async () => {
    const meeting = {
      id: 'm9',
      title: 'Интервью: Ирина',
      starts_at: '2026-12-10T12:00:00.000Z',
      ends_at: '2026-12-10T13:30:00.000Z',
      time_zone: 'Europe/Kyiv',
      link: null,
      office_id: 'actual',
      application_id: 'a1',
      invite_candidate: false,
      organizer: { id: 'u1', name: 'Я' },
      participants: [
        { id: 'u1', name: 'Я' },
        { id: 'u2', name: 'Марія Бондар' },
      ],
    } as unknown as MeetingView;
    const { actor, saved, checked } = startDialog([], undefined, meeting);
    await flush();
    expect(actor.getSnapshot().context.form).toEqual({
      title: 'Интервью: Ирина',
      date: '2026-12-10',
      start: '14:00',
      end: '15:30',
      place: 'office',
      link: '',
      officeId: 'actual',
      participantIds: ['u2'],
      inviteCandidate: false,
    });
    actor.send({ type: 'CHANGE', field: 'start', value: '14:30' });
    actor.send({ type: 'SUBMIT' });
    await reached(actor, { form: 'done' });
    expect(checked[0]).toMatchObject({ meeting_id: 'm9', starts_at: '2026-12-10T12:30:00.000Z' });
    expect(saved[0]).toMatchObject({ meeting_id: 'm9', office_id: 'actual', application_id: 'a1', invite_candidate: false });
  });
});
