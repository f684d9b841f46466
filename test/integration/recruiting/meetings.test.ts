import { CommandBus } from '@nestjs/cqrs';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { RemindMeetingsCommand } from '../../../src/recruiting/commands/remind-meetings.js';
import { sql, startHarness, type Harness } from '../../support/harness.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { storedVacancy } from '../../support/vacancies.js';
import { waitFor } from '../../support/wait-for.js';
import { rc, team, type Team } from './records.support.js';

/** The invitation a letter carries, parsed by ical.js (the server writes it with ical-generator). */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`No text/calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: event
      .getAllProperties('attendee')
      .map((property) => String(property.getFirstValue()).toLowerCase())
      .sort(),
  };
}

const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase() ?? '';

/**
 * Meetings with an API, a worker and a real SMTP peer: an interview planned from an application
 * sends every invitee (colleagues and the candidate) a letter in their language carrying
 * METHOD:REQUEST with the meeting's UID; a change sends the same UID with a higher SEQUENCE, a
 * cancellation METHOD:CANCEL. Conflicts are told before saving; rights; reminders as notices.
 */
describe('recruiting: meetings and their invitations', () => {
  let h: Harness;
  let smtp: SmtpPeer;
  let t: Team;
  let applicationId: string;
  let vacancyId: string;
  let candidateEmail: string;
  let meeting: { id: string; uid: string };
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    h = await startHarness({ SMTP_URL: smtp.url, MAIL_FROM: 'Kadry <robot@kadry.test>' });
    t = await team(h);
    await sql(h, 'update company set status_id = 4 where id = ?', [t.companyId]);
    await sql(h, `update identity_user set lang = 'uk' where id = ?`, [t.viewer.id]);
    const vacancy = await storedVacancy(h.app, t.companyId, t.owner.id, { status: 'published', name: 'Бухгалтер' });
    vacancyId = vacancy.id;
    candidateEmail = `olena.${Date.now().toString(36)}@example.com`;
    const added = await rc(t, t.recruiter, 'add_candidate', {
      name: 'Олена',
      lname: 'Коваль',
      email: candidateEmail,
      source: 'manual',
      lang: 'en',
      vacancy_id: vacancy.id,
    });
    expect(added.status).toBe(200);
    applicationId = added.body.application.id;
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  /** The letters of the meeting with this UID and sequence, once `count` arrived. */
  const letters = (uid: string, sequence: number, count: number) =>
    waitFor(
      () => {
        const found = smtp.received.filter((mail) => {
          try {
            const invite = invitation(mail);
            return invite.uid === uid && invite.sequence === sequence;
          } catch {
            return false;
          }
        });
        return found.length >= count ? found : null;
      },
      { what: `${count} invitations of ${uid} #${sequence}` },
    );

  const interview = {
    title: 'Інтерв’ю: Олена Коваль',
    starts_at: '2027-01-12T10:00:00+02:00',
    ends_at: '2027-01-12T11:00:00+02:00',
    link: 'https://meet.example.com/kadry-1',
  };

  it('plans an interview: the colleagues and the candidate each get METHOD:REQUEST with its UID, in their language', async () => {
    const res = await rc(t, t.recruiter, 'add_meeting', {
      ...interview,
      participant_ids: [t.viewer.id],
      application_id: applicationId,
      invite_candidate: true,
    });
    expect([res.status, res.body.code]).toEqual([200, undefined]);
    meeting = res.body.meeting;
    expect(res.body.meeting).toMatchObject({
      uid: `${meeting.id}@kadry`,
      application_id: applicationId,
      starts_at: '2027-01-12T08:00:00.000Z',
      time_zone: 'Europe/Kyiv',
      sequence: 0,
      cancelled: false,
      organizer: { id: t.recruiter.id },
    });
    expect(res.body.meeting.participants.map((p: { id: string }) => p.id)).toEqual([t.recruiter.id, t.viewer.id]);

    const mails = await letters(meeting.uid, 0, 3);
    expect(mails.map(addressOf).sort()).toEqual([t.recruiter.email, t.viewer.email, candidateEmail].map((e) => e.toLowerCase()).sort());
    const invite = invitation(mails[0]!);
    expect(invite).toMatchObject({ method: 'REQUEST', uid: meeting.uid, sequence: 0, start: '2027-01-12T08:00:00.000Z' });
    expect(invite.organizer).toBe(`mailto:${t.recruiter.email.toLowerCase()}`);
    expect(invite.attendees).toEqual([t.recruiter.email, t.viewer.email, candidateEmail].map((e) => `mailto:${e.toLowerCase()}`).sort());
    const subject = (to: string) => mails.find((mail) => addressOf(mail) === to.toLowerCase())!.subject;
    expect(subject(t.viewer.email)).toBe('Запрошення: Інтерв’ю: Олена Коваль');
    expect(subject(t.recruiter.email)).toBe('Приглашение: Інтерв’ю: Олена Коваль');
    expect(subject(candidateEmail)).toBe('Invitation: Інтерв’ю: Олена Коваль');
  });

  it('shows the next interview on the board card and the candidate’s page', async () => {
    const board = await rc(t, t.viewer, 'get_board', { vacancy_id: vacancyId });
    const card = board.body.stages.flatMap((stage: { applications: unknown[] }) => stage.applications)[0];
    expect(card.next_interview).toMatchObject({ id: meeting.id, starts_at: '2027-01-12T08:00:00.000Z' });
    const candidate = await rc(t, t.viewer, 'get_candidate', { candidate_id: card.candidate.id });
    expect(candidate.body.candidate.meetings.map((m: { id: string }) => m.id)).toEqual([meeting.id]);
  });

  it('warns of a participant busy at that time before saving, and any member plans a plain meeting', async () => {
    const overlapping = { starts_at: '2027-01-12T10:30:00+02:00', ends_at: '2027-01-12T11:30:00+02:00', participant_ids: [t.viewer.id] };
    const check = await rc(t, t.plain, 'check_meeting_conflicts', overlapping);
    expect(check.status).toBe(200);
    // The viewer is busy; the plain member takes no part in the interview, so its title stays hidden.
    expect(check.body.conflicts).toEqual([
      {
        user: { id: t.viewer.id, name: expect.any(String) },
        meeting: { id: meeting.id, title: null, starts_at: '2027-01-12T08:00:00.000Z', ends_at: '2027-01-12T09:00:00.000Z' },
      },
    ]);
    const backToBack = await rc(t, t.plain, 'check_meeting_conflicts', { ...overlapping, starts_at: '2027-01-12T11:00:00+02:00' });
    expect(backToBack.body.conflicts).toEqual([]);

    const plain = await rc(t, t.plain, 'add_meeting', {
      ...overlapping,
      title: 'Планёрка',
      office_id: undefined,
      link: 'https://meet.example.com/p',
    });
    expect([plain.status, plain.body.conflicts.length]).toEqual([200, 1]);
    // An interview needs "candidates"; a stranger is no member.
    const refused = await rc(t, t.plain, 'add_meeting', { ...interview, participant_ids: [], application_id: applicationId });
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    const stranger = await rc(t, t.stranger, 'add_meeting', { ...interview, participant_ids: [] });
    expect(stranger.status).toBe(404);
    const noPlace = await rc(t, t.plain, 'add_meeting', { ...interview, link: undefined, participant_ids: [] });
    expect([noPlace.status, noPlace.body.code, Object.keys(noPlace.body.fields ?? {})]).toEqual([400, 'VALIDATION_FAILED', ['office_id']]);
    // Only its organizer (or, for an interview, someone with "candidates") changes it.
    const notHis = await rc(t, t.viewer, 'cancel_meeting', { meeting_id: plain.body.meeting.id });
    expect([notHis.status, notHis.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('a change sends the same UID with a higher SEQUENCE; a cancellation sends METHOD:CANCEL', async () => {
    const changed = await rc(t, t.owner, 'update_meeting', {
      ...interview,
      meeting_id: meeting.id,
      starts_at: '2027-01-12T14:00:00+02:00',
      ends_at: '2027-01-12T15:00:00+02:00',
      participant_ids: [t.viewer.id],
      application_id: applicationId,
      invite_candidate: true,
    });
    expect([changed.status, changed.body.meeting.sequence, changed.body.meeting.uid]).toEqual([200, 1, meeting.uid]);
    const updates = await letters(meeting.uid, 1, 3);
    expect(updates.map((mail) => invitation(mail).method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST']);
    expect(invitation(updates[0]!).start).toBe('2027-01-12T12:00:00.000Z');

    const cancelled = await rc(t, t.recruiter, 'cancel_meeting', { meeting_id: meeting.id });
    expect([cancelled.status, cancelled.body.meeting.cancelled, cancelled.body.meeting.sequence]).toEqual([200, true, 2]);
    const cancels = await letters(meeting.uid, 2, 3);
    expect(cancels.map((mail) => invitation(mail).method)).toEqual(['CANCEL', 'CANCEL', 'CANCEL']);
    const again = await rc(t, t.recruiter, 'cancel_meeting', { meeting_id: meeting.id });
    expect([again.status, again.body.code]).toEqual([409, 'MEETING_CANCELLED']);

    const mine = await rc(t, t.viewer, 'get_meetings', { from: '2027-01-01', to: '2027-02-01' });
    expect(mine.body.meetings.map((m: { id: string; cancelled: boolean }) => [m.id === meeting.id, m.cancelled])).toContainEqual([
      true,
      true,
    ]);
    const outside = await rc(t, t.viewer, 'get_meetings', { from: '2027-02-01', to: '2027-03-01' });
    expect(outside.body.meetings).toEqual([]);
  });

  it('reminds each participant a day and an hour before, once each, as notices', async () => {
    const soon = new Date(Date.now() + 30 * 60_000);
    const later = new Date(soon.getTime() + 30 * 60_000);
    const res = await rc(t, t.owner, 'add_meeting', {
      title: 'Созвон',
      starts_at: soon.toISOString(),
      ends_at: later.toISOString(),
      link: 'https://meet.example.com/r',
      participant_ids: [t.viewer.id],
    });
    expect(res.status).toBe(200);
    const run = () => h.worker.get(CommandBus).execute(new RemindMeetingsCommand(new Date()));
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    const notices = await waitFor(
      async () => {
        const rows = await sql<{ user_id: string; params: { which: string; title: string } }>(
          h,
          `select user_id, params from notice where kind = 'meeting_reminder' and params->>'meeting_id' = ?`,
          [res.body.meeting.id],
        );
        return rows.length === 2 ? rows : null;
      },
      { what: 'the reminders in the bell' },
    );
    expect(notices.map((row) => [row.user_id, row.params.which, row.params.title]).sort()).toEqual(
      [
        [t.owner.id, 'hour', 'Созвон'],
        [t.viewer.id, 'hour', 'Созвон'],
      ].sort(),
    );
  });
});
