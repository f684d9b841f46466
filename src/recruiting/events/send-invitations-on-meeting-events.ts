import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { NotificationQueue } from '../../notifications/notifications.contract.js';
import type { CandidateLang } from '../../shared/contract/recruiting.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { Candidate } from '../domain/candidate.entity.js';
import { Meeting } from '../domain/meeting.entity.js';
import { MeetingCancelled, MeetingChanged, MeetingPlanned } from '../domain/meeting.events.js';
import { invitationIcs, type InvitationFacts, type InvitationMethod } from '../services/meeting-invitation.js';

type MeetingEvent = MeetingPlanned | MeetingChanged | MeetingCancelled;

interface Invitee {
  /** The user's id, or `candidate`: part of the job id. */
  key: string;
  name: string;
  email: string;
  lang: Lang;
}

const LOCALES: Record<Lang, string> = { ru: 'ru-RU', uk: 'uk-UA', en: 'en-GB' };

/** "среда, 9 декабря 2026 г., 10:00–11:00 (Europe/Kyiv)" in the reader's language and the meeting's zone. */
export function meetingWhen(meeting: Pick<Meeting, 'startsAt' | 'endsAt' | 'timeZone'>, lang: Lang): string {
  const day = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: meeting.timeZone, dateStyle: 'full' });
  const time = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: meeting.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day.format(meeting.startsAt)}, ${time.format(meeting.startsAt)}–${time.format(meeting.endsAt)} (${meeting.timeZone})`;
}

/**
 * Sends every invitee of a meeting its invitation, in their language, with the iCalendar part:
 * planned or changed → METHOD:REQUEST to the colleagues and the invited candidate (only for the
 * meeting's current sequence: a later change sends its own), a colleague or candidate taken off →
 * METHOD:CANCEL, cancelled → METHOD:CANCEL to all. The job id names the meeting, the sequence and
 * the reader, so a replayed event queues nothing twice.
 */
@EventsHandler(MeetingPlanned, MeetingChanged, MeetingCancelled)
export class SendInvitationsOnMeetingEvents implements IEventHandler<MeetingEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
  ) {}

  async handle(event: MeetingEvent): Promise<void> {
    const em = this.em.fork();
    const meeting = await em.findOne(Meeting, { id: event.meetingId });
    if (!meeting) return;
    const cancelled = event instanceof MeetingCancelled;
    const current = !cancelled && meeting.sequence === event.sequence && !meeting.cancelledAt;
    const removed = event instanceof MeetingChanged ? event.removedIds : [];
    const candidateRemoved = event instanceof MeetingChanged && event.candidateRemoved;
    if (!cancelled && !current && removed.length === 0 && !candidateRemoved) return;

    const people = await this.queries.execute(new GetAccountContactsQuery([...new Set([...meeting.participantIds, ...removed])]));
    const colleague = (id: string): Invitee | null => {
      const person = people.get(id);
      return person?.email ? { key: id, name: person.displayName, email: person.email, lang: person.lang } : null;
    };
    const candidate = meeting.candidateId ? await em.findOne(Candidate, { id: meeting.candidateId }) : null;
    const candidateInvitee: Invitee | null =
      candidate && !candidate.erasedAt && candidate.emails[0]
        ? {
            key: 'candidate',
            name: `${candidate.name} ${candidate.lname}`.trim(),
            email: candidate.emails[0],
            lang: candidate.lang as CandidateLang,
          }
        : null;

    const attendees = meeting.participantIds.map(colleague).filter((x): x is Invitee => x !== null);
    if (meeting.inviteCandidate && candidateInvitee) attendees.push(candidateInvitee);
    const organizer = colleague(meeting.organizerId) ?? {
      key: meeting.organizerId,
      name: 'Kadry',
      email: 'noreply@kadry.invalid',
      lang: 'ru',
    };
    const company = (await this.queries.execute(new GetCompanyNamesQuery([meeting.companyId]))).get(meeting.companyId) ?? '';
    const facts: InvitationFacts = {
      uid: meeting.uid,
      sequence: event.sequence,
      title: meeting.title,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      location: meeting.location ?? null,
      link: meeting.link ?? null,
      description: [meeting.link, meeting.location].filter(Boolean).join('\n'),
      organizer,
      attendees,
      stamp: meeting.updatedAt,
    };

    const send = async (to: Invitee, method: InvitationMethod, change: 'new' | 'changed' | 'cancelled', withFacts: InvitationFacts) => {
      await this.notifications.send({
        id: `meeting-invitation.${meeting.id}.${event.sequence}.${to.key}`,
        template: 'email.meeting-invitation',
        to: to.email,
        lang: to.lang,
        vars: {
          change,
          title: meeting.title,
          when: meetingWhen(meeting, to.lang),
          place: meeting.location ?? meeting.link ?? '',
          organizer: organizer.name,
          company,
          method,
          ics: invitationIcs(withFacts, method),
        },
      });
    };

    if (cancelled) {
      for (const to of attendees) await send(to, 'CANCEL', 'cancelled', facts);
      return;
    }
    // Taken off the list: a cancellation of the event naming only them, so their calendar drops it.
    for (const id of removed) {
      const to = colleague(id);
      if (to) await send(to, 'CANCEL', 'cancelled', { ...facts, attendees: [to] });
    }
    if (candidateRemoved && candidateInvitee)
      await send(candidateInvitee, 'CANCEL', 'cancelled', { ...facts, attendees: [candidateInvitee] });
    if (!current) return;
    const change = event instanceof MeetingPlanned ? 'new' : 'changed';
    for (const to of attendees) await send(to, 'REQUEST', change, facts);
  }
}
