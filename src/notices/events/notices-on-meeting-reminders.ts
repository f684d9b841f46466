import { EntityManager } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import { GetMeetingSummaryQuery, MeetingReminderDue } from '../../recruiting/recruiting.contract.js';
import { recordNotices } from './record-notices.js';

/** "2026-12-09" and "10:00" of a moment in a zone (the notice shows the meeting's own wall-clock time). */
function localDayAndTime(at: Date, zone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/**
 * A meeting's reminder in the bell of each participant (kind `meeting_reminder`: the title, the day
 * and time in the company's zone, `which` day or hour), opening home on the meeting's day. A meeting
 * cancelled since is reminded of no more.
 */
@EventsHandler(MeetingReminderDue)
export class NoticesOnMeetingReminders implements IEventHandler<MeetingReminderDue> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: MeetingReminderDue): Promise<void> {
    const meeting = await this.queries.execute(new GetMeetingSummaryQuery(event.meetingId));
    if (!meeting || meeting.cancelled) return;
    const company = (await this.queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
    const { date, time } = localDayAndTime(meeting.startsAt, meeting.timeZone);
    const params = { company, company_id: event.companyId, title: meeting.title, which: event.which, date, time, meeting_id: meeting.id };
    await recordNotices(
      this.em,
      event,
      event.participantIds.map((userId) => ({ userId, kind: 'meeting_reminder' as const, params, link: `/?day=${date}` })),
    );
  }
}
