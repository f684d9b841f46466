import { pullEvents } from '../../shared/domain/aggregate-root.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { Meeting, type MeetingInput } from './meeting.entity.js';
import { MeetingCancelled, MeetingChanged, MeetingPlanned, MeetingReminderDue } from './meeting.events.js';
import { conflictsOf, dayStart, overlaps, parseMoment, rangeBound } from './meeting.rules.js';
import { invitationIcs } from '../services/meeting-invitation.js';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const HR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const IRA = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const OLEH = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const NOW = new Date('2026-12-08T10:00:00Z');

const errorOf = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    const { code, fields } = error as DomainError;
    return [code, ...Object.entries(fields).map(([field, key]) => `${field}:${key}`)].join(' ');
  }
  return 'none';
};

const input = (over: Partial<MeetingInput> = {}): MeetingInput => ({
  companyId: COMPANY,
  organizerId: HR,
  timeZone: 'Europe/Kyiv',
  applicationId: null,
  candidateId: null,
  colleagues: new Set([HR, IRA, OLEH]),
  now: NOW,
  title: '  Интервью   с Оленой ',
  startsAt: '2026-12-10T10:00:00+02:00',
  endsAt: '2026-12-10T11:00:00+02:00',
  officeId: null,
  location: null,
  link: 'https://meet.example.com/abc',
  participantIds: [IRA],
  inviteCandidate: false,
  ...over,
});

const span = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });

describe('meetings: the rules', () => {
  it('plans a meeting with a stable uid, sequence 0, the organizer first among the participants', () => {
    const meeting = Meeting.plan(input());
    expect(meeting.uid).toBe(`${meeting.id}@kadry`);
    expect(meeting.sequence).toBe(0);
    expect(meeting.title).toBe('Интервью с Оленой');
    expect(meeting.participantIds).toEqual([HR, IRA]);
    expect(meeting.startsAt.toISOString()).toBe('2026-12-10T08:00:00.000Z');
    expect(pullEvents(meeting)).toEqual([expect.any(MeetingPlanned)]);
  });

  it('refuses a moment without its offset, an end before the start, both or neither place, a stranger', () => {
    expect(errorOf(() => Meeting.plan(input({ startsAt: '2026-12-10T10:00:00' })))).toBe(
      'VALIDATION_FAILED starts_at:recruiting.meetingStartsAt',
    );
    expect(errorOf(() => Meeting.plan(input({ endsAt: '2026-12-10T09:00:00+02:00' })))).toBe(
      'VALIDATION_FAILED ends_at:recruiting.meetingEndsAt',
    );
    expect(errorOf(() => Meeting.plan(input({ endsAt: '2026-12-11T10:00:00+02:00' })))).toBe(
      'VALIDATION_FAILED ends_at:recruiting.meetingEndsAt',
    );
    expect(errorOf(() => Meeting.plan(input({ officeId: 'actual', location: 'Київ' })))).toBe(
      'VALIDATION_FAILED office_id:recruiting.meetingPlace',
    );
    expect(errorOf(() => Meeting.plan(input({ link: null })))).toBe('VALIDATION_FAILED office_id:recruiting.meetingPlace');
    expect(errorOf(() => Meeting.plan(input({ link: 'javascript:alert(1)' })))).toBe('VALIDATION_FAILED link:recruiting.meetingLink');
    expect(errorOf(() => Meeting.plan(input({ participantIds: ['dddddddd-dddd-4ddd-8ddd-dddddddddddd'] })))).toBe(
      'VALIDATION_FAILED participant_ids:recruiting.notColleague',
    );
    expect(errorOf(() => Meeting.plan(input({ startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T11:00:00Z' })))).toBe(
      'VALIDATION_FAILED starts_at:recruiting.meetingStartsAt',
    );
  });

  it('raises the sequence with every change and the cancellation, tells who was taken off, and refuses after', () => {
    const meeting = Meeting.plan(input({ participantIds: [IRA, OLEH] }));
    pullEvents(meeting);
    meeting.change(input({ participantIds: [IRA], startsAt: '2026-12-10T12:00:00+02:00', endsAt: '2026-12-10T13:00:00+02:00' }), HR);
    expect(meeting.sequence).toBe(1);
    const [changed] = pullEvents(meeting) as MeetingChanged[];
    expect(changed).toBeInstanceOf(MeetingChanged);
    expect([changed!.sequence, changed!.removedIds]).toEqual([1, [OLEH]]);
    meeting.change(input({ participantIds: [IRA] }), HR);
    expect(meeting.sequence).toBe(2);
    meeting.cancel(HR, NOW);
    expect(meeting.sequence).toBe(3);
    expect(pullEvents(meeting).at(-1)).toEqual(expect.any(MeetingCancelled));
    expect(errorOf(() => meeting.cancel(HR, NOW))).toBe('MEETING_CANCELLED');
    expect(errorOf(() => meeting.change(input(), HR))).toBe('MEETING_CANCELLED');
  });

  it('reminds once a day before and once an hour before; a moved start reminds again', () => {
    const meeting = Meeting.plan(input());
    pullEvents(meeting);
    meeting.remind('day', NOW);
    expect([meeting.remindedDayAt, meeting.remindedHourAt]).toEqual([NOW, null]);
    meeting.remind('hour', NOW);
    expect(meeting.remindedHourAt).toEqual(NOW);
    expect((pullEvents(meeting) as MeetingReminderDue[]).map((event) => event.which)).toEqual(['day', 'hour']);
    meeting.change(input({ startsAt: '2026-12-11T10:00:00+02:00', endsAt: '2026-12-11T11:00:00+02:00' }), HR);
    expect([meeting.remindedDayAt, meeting.remindedHourAt]).toEqual([null, null]);
  });

  it('overlap: each starts before the other ends; back to back is none', () => {
    const a = span('2026-12-10T08:00:00Z', '2026-12-10T09:00:00Z');
    expect(overlaps(a, span('2026-12-10T08:30:00Z', '2026-12-10T09:30:00Z'))).toBe(true);
    expect(overlaps(a, span('2026-12-10T07:00:00Z', '2026-12-10T10:00:00Z'))).toBe(true);
    expect(overlaps(a, span('2026-12-10T09:00:00Z', '2026-12-10T10:00:00Z'))).toBe(false);
    expect(overlaps(a, span('2026-12-10T07:00:00Z', '2026-12-10T08:00:00Z'))).toBe(false);
  });

  it('conflicts name each busy participant and the other meeting, leaving the meeting being changed out', () => {
    const planned = { ...span('2026-12-10T08:00:00Z', '2026-12-10T09:00:00Z'), participantIds: [HR, IRA], exceptId: 'm0' };
    const others = [
      { id: 'm0', title: 'itself', ...span('2026-12-10T08:00:00Z', '2026-12-10T09:00:00Z'), participantIds: [HR, IRA] },
      { id: 'm1', title: 'Планёрка', ...span('2026-12-10T08:30:00Z', '2026-12-10T09:30:00Z'), participantIds: [IRA, OLEH] },
      { id: 'm2', title: 'after', ...span('2026-12-10T09:00:00Z', '2026-12-10T10:00:00Z'), participantIds: [HR] },
    ];
    expect(conflictsOf(planned, others).map((c) => `${c.userId === IRA ? 'ira' : c.userId}:${c.meetingId}`)).toEqual(['ira:m1']);
  });

  it('reads ranges as ISO moments or days starting in the company’s zone, across the clock change', () => {
    expect(parseMoment('2026-12-10T10:00:00+02:00')?.toISOString()).toBe('2026-12-10T08:00:00.000Z');
    expect(parseMoment('2026-12-10')).toBeNull();
    expect(dayStart('2026-12-10', 'Europe/Kyiv')?.toISOString()).toBe('2026-12-09T22:00:00.000Z');
    expect(dayStart('2027-07-01', 'Europe/Kyiv')?.toISOString()).toBe('2027-06-30T21:00:00.000Z');
    expect(dayStart('2027-03-28', 'Europe/Kyiv')?.toISOString()).toBe('2027-03-27T22:00:00.000Z');
    expect(dayStart('2026-02-30', 'Europe/Kyiv')).toBeNull();
    expect(rangeBound('2026-12-10T00:00:00Z', 'Europe/Kyiv')?.toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });

  it('writes the invitation: METHOD, the UID, SEQUENCE, ORGANIZER and every ATTENDEE', () => {
    const facts = {
      uid: 'm1@kadry',
      sequence: 2,
      title: 'Интервью',
      ...span('2026-12-10T08:00:00Z', '2026-12-10T09:00:00Z'),
      location: null,
      link: 'https://meet.example.com/abc',
      description: 'https://meet.example.com/abc',
      organizer: { name: 'Ірина HR', email: 'hr@example.com' },
      attendees: [
        { name: 'Ірина HR', email: 'hr@example.com' },
        { name: 'Олена Коваль', email: 'olena@example.com' },
      ],
      stamp: NOW,
    };
    const request = invitationIcs(facts, 'REQUEST').replace(/\r\n /g, '');
    expect(request).toContain('METHOD:REQUEST');
    expect(request).toContain('UID:m1@kadry');
    expect(request).toContain('SEQUENCE:2');
    expect(request).toContain('DTSTART:20261210T080000Z');
    expect(request).toMatch(/ORGANIZER;CN="Ірина HR":mailto:hr@example.com/);
    expect(request.match(/^ATTENDEE;/gm)).toHaveLength(2);
    const cancel = invitationIcs(facts, 'CANCEL');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
  });
});
