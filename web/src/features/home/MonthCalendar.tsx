import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../shared/lib/dates';
import { Button, Icon } from '../../shared/ui';
import { isCalendarKey, isoOf, monthGrid, moveFocus, shiftMonth, todayRef, type DayRef } from './calendar';

const MONDAY = new Date(2024, 0, 1, 12); // a Monday: the weekday names are read from its week

/**
 * The month calendar of the home page: a WAI-ARIA grid with one focusable day (roving tabindex);
 * arrows move by day and week, Home/End to the week's ends, Page Up/Down by month. It shows no
 * events yet: meetings and tasks arrive with their own sections.
 */
export function MonthCalendar() {
  const { t } = useTranslation('home');
  const locale = dateLocale();
  const today = useMemo(() => todayRef(), []);
  const [focused, setFocused] = useState<DayRef>(today);
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
                const label = formats.day.format(new Date(day.year, day.month, day.day, 12));
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
                    data-outside={day.inMonth ? undefined : true}
                    data-today={day.isToday || undefined}
                    className="home-calendar__day"
                    onClick={() => focusDay(day)}
                  >
                    <span aria-hidden="true">{day.day}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
