import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../shared/ui';
import './benefits.css';

/** Spec 000 §1: the eight benefits the public side lists, in this order. */
const BENEFITS: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'automation', icon: 'gauge' },
  { key: 'jobPortals', icon: 'globe' },
  { key: 'assessment', icon: 'award' },
  { key: 'calendar', icon: 'calendar' },
  { key: 'security', icon: 'key' },
  { key: 'resumes', icon: 'folder' },
  { key: 'languages', icon: 'message' },
  { key: 'reports', icon: 'chart' },
];

/** Under the sign-in card on /auth: what the platform offers, for a visitor deciding to register. */
export function Benefits() {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-benefits" aria-labelledby="auth-benefits-title">
      <h2 id="auth-benefits-title">{t('benefits.title')}</h2>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit.key}>
            <Icon name={benefit.icon} />
            <div>
              <p className="auth-benefits__name">{t(`benefits.${benefit.key}.name` as 'benefits.automation.name')}</p>
              <p className="auth-benefits__text">{t(`benefits.${benefit.key}.text` as 'benefits.automation.text')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
