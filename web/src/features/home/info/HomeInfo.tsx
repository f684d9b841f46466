import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth } from '../../../shared/lib/dates';
import { Button, Icon, InlineLoader, type IconName } from '../../../shared/ui';
import { liveHomeInfoMachine } from '../live';
import { birthdayCounters } from './birthdays';
import './home-info.css';

/**
 * Spec 000 §2 "Home page": the info blocks and birthday counters, from the active company's real
 * data (home_info): colleagues, departments, vacancies by status; colleagues' birthdays today, in
 * the next seven days and this month, and who comes next.
 */
export function HomeInfo({ companyId }: { companyId: string }) {
  const { t } = useTranslation('home');
  const actor = useActorRef(liveHomeInfoMachine, { input: { companyId } });
  const { info, failed } = useSelector(actor, (s) => ({ info: s.context.info, failed: s.matches('failed') }));
  const infoTitle = useId();
  const birthdaysTitle = useId();
  const counters = useMemo(() => (info ? birthdayCounters(info.birthdays, new Date()) : null), [info]);

  if (failed) {
    return (
      <div className="home-info__failed" role="alert">
        <p>{t('info.failed')}</p>
        <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
          {t('info.retry')}
        </Button>
      </div>
    );
  }
  if (!info || !counters) return <InlineLoader label={t('info.loading')} />;

  const blocks: Array<{ key: string; icon: IconName; value: number; label: string }> = [
    { key: 'colleagues', icon: 'users', value: info.colleagues, label: t('info.colleagues') },
    { key: 'departments', icon: 'building', value: info.departments, label: t('info.departments') },
    { key: 'published', icon: 'briefcase', value: info.vacancies.published, label: t('info.published') },
    { key: 'approval', icon: 'clipboard', value: info.vacancies.approval, label: t('info.approval') },
    { key: 'draft', icon: 'edit', value: info.vacancies.draft + info.vacancies.returned, label: t('info.drafts') },
  ];
  return (
    <div className="home-info">
      <section className="home-card" aria-labelledby={infoTitle}>
        <h2 id={infoTitle} className="home-card__title">
          {t('info.title')}
        </h2>
        <ul className="home-info__blocks">
          {blocks.map((block) => (
            <li key={block.key} className="home-info__block">
              <Icon name={block.icon} />
              <span className="home-info__value">{block.value}</span>
              <span className="home-info__label">{block.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-card" aria-labelledby={birthdaysTitle}>
        <h2 id={birthdaysTitle} className="home-card__title">
          {t('birthdays.title')}
        </h2>
        <dl className="home-info__counters">
          <div>
            <dt>{t('birthdays.today')}</dt>
            <dd>{counters.today.length}</dd>
          </div>
          <div>
            <dt>{t('birthdays.week')}</dt>
            <dd>{counters.week}</dd>
          </div>
          <div>
            <dt>{t('birthdays.month')}</dt>
            <dd>{counters.month}</dd>
          </div>
        </dl>
        {counters.upcoming.length === 0 ? (
          <p className="home-info__muted">{info.colleagues === 0 ? t('birthdays.noColleagues') : t('birthdays.none')}</p>
        ) : (
          <ul className="home-info__upcoming" aria-label={t('birthdays.upcoming')}>
            {counters.upcoming.map((item) => (
              <li key={item.user_id} data-today={item.inDays === 0 || undefined}>
                <span>{item.name}</span>
                <span className="home-info__muted">{item.inDays === 0 ? t('birthdays.isToday') : formatDayMonth(item.next)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
