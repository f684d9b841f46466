// What home's month calendar shows of the recruiting area: the member's meetings (get_meetings, any
// member) and, for a member who may see candidates, the due days of their open tasks (get_tasks
// mine). The route table hands this source to home (a feature never imports another); the entry's
// shape is home's (features/home/calendar-entries.ts repeats it as a plain type).
import { recruitingApi } from '../../../shared/api/recruiting';
import { candidatePath } from '../paths';
import { onMeetingsChanged, onTasksChanged } from '../home/tasks-changed';

export interface CalendarEntry {
  id: string;
  kind: 'meeting' | 'task';
  /** YYYY-MM-DD, the day it is on (a meeting's in the company's zone). */
  day: string;
  /** HH:MM–HH:MM of a meeting; null for a task. */
  time: string | null;
  title: string;
  href: string | null;
}

// A meeting's day and times are the company's (its time zone, as the dialog took them and the
// invitations say them), whatever zone the browser is in.
const zoneDay = (at: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
const zoneTime = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** The entries of days [from, to) (YYYY-MM-DD, the grid's first day and the day after its last). */
export async function calendarEntries(
  companyId: string,
  withTasks: boolean,
  from: string,
  to: string,
  signal: AbortSignal,
): Promise<CalendarEntry[]> {
  // A day wider on each side: the company's zone may be hours away from the browser's.
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - 24 * 3600_000);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 24 * 3600_000);
  const [meetings, tasks] = await Promise.all([
    recruitingApi.meetings(companyId, start.toISOString(), end.toISOString(), { signal }),
    withTasks ? recruitingApi.tasks({ company_id: companyId, mine: true }, { signal }) : Promise.resolve([]),
  ]);
  const entries: CalendarEntry[] = [];
  for (const meeting of meetings) {
    if (meeting.cancelled) continue;
    if (zoneDay(new Date(meeting.starts_at), meeting.time_zone) < from || zoneDay(new Date(meeting.starts_at), meeting.time_zone) >= to)
      continue;
    const startsAt = new Date(meeting.starts_at);
    const zone = meeting.time_zone;
    entries.push({
      id: `meeting:${meeting.id}`,
      kind: 'meeting',
      day: zoneDay(startsAt, zone),
      time: `${zoneTime(startsAt, zone)}–${zoneTime(new Date(meeting.ends_at), zone)}`,
      title: meeting.title,
      // An interview opens its candidate; a video link stays in the invitation (no in-app route).
      href: meeting.candidate ? candidatePath(meeting.candidate.id) : null,
    });
  }
  for (const task of tasks) {
    if (task.done_at || task.due_date < from || task.due_date >= to) continue;
    entries.push({
      id: `task:${task.id}`,
      kind: 'task',
      day: task.due_date,
      time: null,
      title: task.title,
      // A scoring task opens the scorecard form of the reader's interview on the candidate's page.
      href: task.candidate ? `${candidatePath(task.candidate.id)}${task.kind === 'scoring' ? '?scorecard=1' : ''}` : null,
    });
  }
  return entries.sort((a, b) => a.day.localeCompare(b.day) || (a.time ?? '99').localeCompare(b.time ?? '99'));
}

/** Calls `listener` when a meeting or a task was added on this page. */
export function onCalendarChanged(listener: () => void): () => void {
  const offMeetings = onMeetingsChanged(listener);
  const offTasks = onTasksChanged(listener);
  return () => {
    offMeetings();
    offTasks();
  };
}
