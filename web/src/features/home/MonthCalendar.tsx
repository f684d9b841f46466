import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { dateLocale } from '../../shared/lib/dates';
import { Button, ButtonLink, Icon } from '../../shared/ui';
import { dayRef, isCalendarKey, isoOf, monthGrid, moveFocus, shiftMonth, todayRef, type DayRef } from './calendar';
import { calendarEntriesMachine, entriesByDay, type CalendarEntry, type CalendarSource } from './calendar-entries.machine';

const MONDAY = new Date(2024, 0, 1, 12); // a Monday: the weekday names are read from its week

const NO_SOURCE: CalendarSource = { load: async () => [], subscribe: () => () => undefined };

/** The day a link names (`/?day=YYYY-MM-DD`, a reminder's notice), or null. */
function linkedDay(): DayRef | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(new URLSearchParams(window.location.search).get('day') ?? '');
  return match ? dayRef(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * The month calendar of the home page: a WAI-ARIA grid with one focusable day (roving tabindex);
 * arrows move by day and week, Home/End to the week's ends, Page Up/Down by month, as react-aria's
 * Calendar does; Enter, Space or a click opens the day's list below the grid. Each day says how many
 * meetings and tasks it holds (the recruiting area's `source`, handed by the route table).
 */
export function MonthCalendar({ source = NO_SOURCE }: { source?: CalendarSource }) {
  const { t } = useTranslation('home');
  const locale = dateLocale();
  const today = useMemo(() => todayRef(), []);
  const [focused, setFocused] = useState<DayRef>(() => linkedDay() ?? today);
  const [selected, setSelected] = useState<string>(() => isoOf(linkedDay() ?? today));
  const listId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const hintId = useId();

  const focusedIso = isoOf(focused);
  const weeks = useMemo(() => monthGrid(focused.year, focused.month, today), [focused.year, focused.month, today]);
  const formats = useMemo(
    () => ({
      title: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    }),
    [locale],
  );
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(MONDAY.getFullYear(), 0, 1 + i, 12));

  // The six weeks in view: [first day, the day after the last).
  const range = useMemo(() => {
    const last = weeks.at(-1)!.at(-1)!;
    return { from: weeks[0]![0]!.iso, to: isoOf(dayRef(last.year, last.month, last.day + 1)) };
  }, [weeks]);
  const machine = useMemo(
    () =>
      calendarEntriesMachine.provide({
        actors: {
          load: fromPromise<CalendarEntry[], { from: string; to: string }>(({ input, signal }) =>
            source.load(input.from, input.to, signal),
          ),
        },
      }),
    [source],
  );
  const entriesActor = useActorRef(machine, { input: range });
  const entries = useSelector(entriesActor, (s) => s.context.entries);
  const failed = useSelector(entriesActor, (s) => s.matches('failed'));
  const byDay = useMemo(() => entriesByDay(entries), [entries]);
  useEffect(() => {
    const { from, to } = entriesActor.getSnapshot().context;
    if (from !== range.from || to !== range.to) entriesActor.send({ type: 'RANGE', ...range });
  }, [entriesActor, range]);
  useEffect(() => source.subscribe(() => entriesActor.send({ type: 'RELOAD' })), [source, entriesActor]);
  const dayEntries = byDay.get(selected) ?? [];
  const countText = (list: readonly CalendarEntry[]) => {
    const meetings = list.filter((entry) => entry.kind === 'meeting').length;
    const tasks = list.length - meetings;
    return [meetings ? t('calendar.meetings', { count: meetings }) : '', tasks ? t('calendar.tasks', { count: tasks }) : '']
      .filter(Boolean)
      .join(', ');
  };

  // Moving to another month replaces the cells, so focus follows once the new grid is rendered.
  const moveFocusPending = useRef(false);
  useLayoutEffect(() => {
    if (!moveFocusPending.current) return;
    moveFocusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-iso="${focusedIso}"]`)?.focus();
  }, [focusedIso]);

  function focusDay(next: DayRef) {
    moveFocusPending.current = true;
    setFocused(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(focusedIso);
      return;
    }
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    focusDay(moveFocus(focused, event.key));
  }

  const title = formats.title.format(new Date(focused.year, focused.month, 1, 12));

  return (
    <section className="home-card home-calendar" aria-labelledby={titleId}>
      <div className="home-calendar__header">
        <h2 id={titleId} className="home-card__title">
          {t('calendar.title')}
        </h2>
        <div className="home-calendar__nav">
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('calendar.previous')}
            onPress={() => setFocused(shiftMonth(focused, -1))}
          >
            <Icon name="chevronDown" className="home-calendar__prev" />
          </Button>
          <span className="home-calendar__month" aria-live="polite">
            {title}
          </span>
          <Button variant="ghost" size="sm" iconOnly aria-label={t('calendar.next')} onPress={() => setFocused(shiftMonth(focused, 1))}>
            <Icon name="chevronDown" className="home-calendar__next" />
          </Button>
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('calendar.hint')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table: arrow keys move between the days. */}
      <table ref={gridRef} role="grid" className="home-calendar__grid" aria-label={title} aria-describedby={hintId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.getDate()} scope="col" abbr={formats.weekdayLong.format(day)}>
                {formats.weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.iso}>
              {week.map((day) => {
                const list = byDay.get(day.iso) ?? [];
                const dayLabel = formats.day.format(new Date(day.year, day.month, day.day, 12));
                const label = list.length > 0 ? `${dayLabel}, ${countText(list)}` : dayLabel;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown moves between the days; a click only focuses one.
                  <td
                    key={day.iso}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the grid above.
                    role="gridcell"
                    data-iso={day.iso}
                    tabIndex={day.iso === focusedIso ? 0 : -1}
                    aria-label={day.isToday ? `${label}, ${t('calendar.today')}` : label}
                    aria-current={day.isToday ? 'date' : undefined}
                    aria-selected={day.iso === selected}
                    aria-controls={listId}
                    data-outside={day.inMonth ? undefined : true}
                    data-today={day.isToday || undefined}
                    className="home-calendar__day"
                    data-selected={day.iso === selected || undefined}
                    onClick={() => {
                      focusDay(day);
                      setSelected(day.iso);
                    }}
                  >
                    <span aria-hidden="true">{day.day}</span>
                    {list.length > 0 && (
                      <span className="home-calendar__marks" aria-hidden="true">
                        {list.some((entry) => entry.kind === 'meeting') && (
                          <span className="home-calendar__mark home-calendar__mark--meeting" />
                        )}
                        {list.some((entry) => entry.kind === 'task') && <span className="home-calendar__mark home-calendar__mark--task" />}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section
        id={listId}
        className="home-calendar__list"
        aria-live="polite"
        aria-label={formats.day.format(new Date(`${selected}T12:00:00`))}
      >
        <h3 className="home-calendar__list-title">{formats.day.format(new Date(`${selected}T12:00:00`))}</h3>
        {failed ? (
          <p role="alert" className="home-calendar__empty">
            {t('calendar.failed')}{' '}
            <Button variant="ghost" size="sm" onPress={() => entriesActor.send({ type: 'RELOAD' })}>
              {t('calendar.retry')}
            </Button>
          </p>
        ) : dayEntries.length === 0 ? (
          <p className="home-calendar__empty">{t('calendar.nothing')}</p>
        ) : (
          <ul className="home-calendar__entries">
            {dayEntries.map((entry) => (
              <li key={entry.id} className={`home-calendar__entry home-calendar__entry--${entry.kind}`}>
                <span className="home-calendar__entry-when">{entry.time ?? t('calendar.taskDue')}</span>
                {entry.href ? (
                  <ButtonLink variant="ghost" size="sm" href={entry.href}>
                    {entry.title}
                  </ButtonLink>
                ) : (
                  <span>{entry.title}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
