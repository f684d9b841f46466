import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../shared/ui';
import './benefits.css';

/**
 * What the platform does today. Spec 000 §1's list also names job-portal integration, calendar
 * sync, résumé parsing and a report builder, which the product does not have: a public page
 * promises only what a visitor will find after registering.
 */
const BENEFITS: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'automation', icon: 'gauge' },
  { key: 'vacancyProfile', icon: 'clipboard' },
  { key: 'competencies', icon: 'award' },
  { key: 'approval', icon: 'check' },
  { key: 'team', icon: 'users' },
  { key: 'verification', icon: 'success' },
  { key: 'security', icon: 'key' },
  { key: 'languages', icon: 'message' },
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
