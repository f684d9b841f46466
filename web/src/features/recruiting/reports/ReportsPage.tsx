import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components/DateField';
import { useTranslation } from 'react-i18next';
import type { FunnelReport } from '../../../shared/api/recruiting';
import { calendarDay } from '../../../shared/lib/calendar-day';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { Button, InlineLoader, Select, type SelectOption } from '../../../shared/ui';
import { NoAccess } from '../NoAccess';
import { LANGUAGE_LOCALES, normalizeLanguage } from '../../../shared/i18n/languages';
import { funnelCsv } from './funnel-csv';
import type { FunnelFilter } from './funnel.machine';
import { liveFunnelMachine } from './live';
import { ReportBars } from './ReportBars';
import '../recruiting.css';

// The report counts whole days in Kyiv (the server's periods): the default period ends on today
// there, not on the browser's or UTC's today (after 22:00 UTC they are yesterday in Kyiv).
const KYIV_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' });
const day = (offset: number) => KYIV_DAY.format(new Date(Date.now() + offset * 86_400_000));

/** /hr-analyrics (the menu's "HR-аналитика", spec 000 §2): the hiring report, for the right "reports". */
export function ReportsPage() {
  const { companyId, can } = useCompanyActions();
  const { t } = useTranslation('recruiting');
  if (!companyId || !can('viewReports')) return <NoAccess title={t('reports.title')} company={companyId !== null} />;
  return <Reports key={companyId} companyId={companyId} />;
}

function Reports({ companyId }: { companyId: string }) {
  const { t } = useTranslation('recruiting');
  usePageTitle(t('reports.title'));
  const actor = useActorRef(liveFunnelMachine, { input: { companyId, filter: { vacancyId: null, from: day(-89), to: day(0) } } });
  const view = useSelector(actor, (s) => ({
    report: s.context.report,
    vacancies: s.context.vacancies,
    filter: s.context.filter,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    message: s.context.message,
  }));
  const [draft, setDraft] = useState<FunnelFilter>(view.filter);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'FILTER', filter: draft });
  };
  const download = (report: FunnelReport) => {
    const csv = funnelCsv(report, {
      stage: t('reports.stage'),
      entered: t('reports.entered'),
      conversion: t('reports.conversion'),
      medianDays: t('reports.medianDays'),
      source: t('reports.source'),
      reason: t('reports.reason'),
      count: t('reports.count'),
      sourceName: (source) => t(`source.${source}` as 'source.manual'),
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = `funnel-${report.period.from}-${report.period.to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="recruiting-page">
      <div className="recruiting-page__head">
        <h1>{t('reports.title')}</h1>
      </div>
      <form className="reports-filter" onSubmit={apply} aria-label={t('reports.filter')}>
        <Select<SelectOption>
          className="reports-filter__vacancy"
          label={t('reports.vacancy')}
          items={[
            { id: '', label: t('reports.allVacancies') },
            ...view.vacancies.map((vacancy) => ({ id: vacancy.id, label: vacancy.name })),
          ]}
          selectedKey={draft.vacancyId ?? ''}
          onSelectionChange={(key) => setDraft({ ...draft, vacancyId: key ? String(key) : null })}
        />
        {/* react-aria's date fields: the day written as the interface's language writes it, not the browser's. */}
        <DayField label={t('reports.from')} value={draft.from} max={draft.to} onChange={(from) => setDraft({ ...draft, from })} />
        <DayField label={t('reports.to')} value={draft.to} min={draft.from} onChange={(to) => setDraft({ ...draft, to })} />
        <Button type="submit" isDisabled={!calendarDay(draft.from) || !calendarDay(draft.to) || draft.from > draft.to}>
          {t('reports.show')}
        </Button>
        {view.report ? (
          <Button variant="secondary" onPress={() => download(view.report!)}>
            {t('reports.csv')}
          </Button>
        ) : null}
      </form>
      {view.loading ? <InlineLoader /> : null}
      {view.failed ? (
        <div role="alert">
          <p>{view.message}</p>
          <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('retry')}</Button>
        </div>
      ) : null}
      {view.report && !view.loading ? <Report report={view.report} /> : null}
    </div>
  );
}

function Report({ report }: { report: FunnelReport }) {
  const { t, i18n } = useTranslation('recruiting');
  // Counts, shares and days in the reader's locale ("33,3" in Russian and Ukrainian, "33.3" in English).
  const locale = LANGUAGE_LOCALES[normalizeLanguage(i18n.language)];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const count = (value: number) => number.format(value);
  const dash = (value: number | null) => (value === null ? '—' : number.format(value));
  const sourceName = (source: string) => t(`source.${source}` as 'source.manual');
  const funnel = report.stages.filter((stage) => stage.kind !== 'rejected');
  return (
    <>
      <dl className="reports-figures">
        <dt>{t('reports.applications')}</dt>
        <dd>{count(report.applications)}</dd>
        <dt>{t('reports.decided')}</dt>
        <dd>{report.decided_share === null ? '—' : percent.format(report.decided_share / 100)}</dd>
        <dt>{t('reports.timeToHire')}</dt>
        <dd>{dash(report.time_to_hire.median_days)}</dd>
        <dt>{t('reports.firstAnswer')}</dt>
        <dd>{dash(report.time_to_first_answer.median_days)}</dd>
        <dt>{t('reports.hiredRejected')}</dt>
        <dd>{`${count(report.hired)} / ${count(report.rejected)} / ${count(report.withdrawn)}`}</dd>
      </dl>
      <section className="reports-section" aria-labelledby="reports-funnel">
        <h2 id="reports-funnel">{t('reports.funnel')}</h2>
        <ReportBars rows={funnel.map((stage) => ({ label: stage.name, value: stage.entered }))} format={count} />
        <table className="reports-table">
          <caption>{t('reports.funnelTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.stage')}</th>
              <th scope="col">{t('reports.entered')}</th>
              <th scope="col">{t('reports.conversion')}</th>
              <th scope="col">{t('reports.medianDays')}</th>
            </tr>
          </thead>
          <tbody>
            {report.stages.map((stage) => (
              <tr key={stage.id}>
                <th scope="row">{stage.name}</th>
                <td>{count(stage.entered)}</td>
                <td>{dash(stage.conversion)}</td>
                <td>{dash(stage.median_days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="reports-section" aria-labelledby="reports-sources">
        <h2 id="reports-sources">{t('reports.sources')}</h2>
        <ReportBars rows={report.sources.map((row) => ({ label: sourceName(row.source), value: row.count }))} format={count} />
        <table className="reports-table">
          <caption>{t('reports.sources')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.source')}</th>
              <th scope="col">{t('reports.count')}</th>
            </tr>
          </thead>
          <tbody>
            {report.sources.map((row) => (
              <tr key={row.source}>
                <th scope="row">{sourceName(row.source)}</th>
                <td>{count(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="reports-section" aria-labelledby="reports-reasons">
        <h2 id="reports-reasons">{t('reports.reasons')}</h2>
        <ReportBars rows={report.rejection_reasons.map((row) => ({ label: row.name, value: row.count }))} format={count} />
        <table className="reports-table">
          <caption>{t('reports.reasons')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.reason')}</th>
              <th scope="col">{t('reports.side')}</th>
              <th scope="col">{t('reports.count')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rejection_reasons.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td>{t(`reports.sides.${row.side}` as 'reports.sides.ours')}</td>
                <td>{count(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** One end of the report's period: a required day (YYYY-MM-DD), '' while not a whole day. */
function DayField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <DateField
      className="ui-field"
      isRequired
      value={calendarDay(value)}
      minValue={min ? (calendarDay(min) ?? undefined) : undefined}
      maxValue={max ? (calendarDay(max) ?? undefined) : undefined}
      onChange={(day) => onChange(day ? day.toString() : '')}
    >
      <Label className="ui-field__label">{label}</Label>
      <DateInput className="ui-input recruiting-date">{(segment) => <DateSegment segment={segment} />}</DateInput>
    </DateField>
  );
}
