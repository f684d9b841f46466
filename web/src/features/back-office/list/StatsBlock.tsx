import { useTranslation } from 'react-i18next';
import type { Counters } from '../../../shared/api/verification';

/** The four counters of the back office plus the overdue cases (past `VERIFICATION_SLA_MINUTES`, 2 hours by default; docs/verification.md). */
export function StatsBlock({ counters }: { counters: Counters | null }) {
  const { t } = useTranslation('back-office');
  const items = [
    { key: 'all', label: t('stats.all'), value: counters?.companiesAll },
    {
      key: 'review',
      label: t('stats.review'),
      value: counters?.companiesUnderConsideration,
      extra: counters && counters.companiesOverdue > 0 ? t('stats.overdue', { count: counters.companiesOverdue }) : null,
    },
    { key: 'verified', label: t('stats.verified'), value: counters?.companiesActive },
    { key: 'rejected', label: t('stats.rejected'), value: counters?.companiesReject },
  ];
  return (
    <dl className="bo-stats" aria-label={t('stats.label')}>
      {items.map((item) => (
        <div key={item.key} className={`bo-stats__item bo-stats__item--${item.key}`}>
          <dt>{item.label}</dt>
          <dd>
            <span className="bo-stats__value">{item.value ?? '…'}</span>
            {item.extra && <span className="bo-stats__overdue">{item.extra}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
