import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui';

export type Stage = 'company' | 'department' | 'position';
const STAGES: Stage[] = ['company', 'department', 'position'];

/** The New vacancy page's side list: three stages, earlier ones done, the active one's text. */
export function ProgressList({ active }: { active: Stage }) {
  const { t } = useTranslation('company-profile');
  const activeIndex = STAGES.indexOf(active);
  return (
    <nav className="profile-progress" aria-label={t('progress.label')}>
      <ol>
        {STAGES.map((stage, index) => {
          const done = index < activeIndex;
          const current = index === activeIndex;
          return (
            <li
              key={stage}
              className="profile-progress__stage"
              data-done={done || undefined}
              data-current={current || undefined}
              aria-current={current ? 'step' : undefined}
            >
              <span className="profile-progress__mark" aria-hidden="true">
                {done ? <Icon name="check" size={16} /> : index + 1}
              </span>
              <span className="profile-progress__body">
                <span className="profile-progress__name">
                  {t(`progress.${stage}`)}
                  {done && <span className="visually-hidden"> — {t('progress.done')}</span>}
                </span>
                {current && <span className="profile-progress__text">{t(`progress.${stage}Text`)}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
