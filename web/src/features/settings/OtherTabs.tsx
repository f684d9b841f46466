import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, normalizeLanguage } from '../../shared/i18n/languages';
import { Icon, Select } from '../../shared/ui';
import type { ProfileView } from '../../shared/session/profile';
import { NoticeSettingsTab } from './NoticeSettingsTab';

/** Language and region: the language select (changing it reloads the page, spec 000 §1). */
export function RegionTab() {
  const { t } = useTranslation('settings');
  return (
    <section className="settings-card settings-narrow" aria-labelledby="region-title">
      <h2 id="region-title" className="settings-card__title">
        {t('region.title')}
      </h2>
      <Select
        label={t('region.language')}
        description={t('region.reloadHint')}
        items={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
        value={currentLanguage()}
        onChange={(key) => key !== null && changeLanguage(normalizeLanguage(String(key)))}
      />
      <dl className="settings-facts">
        <dt>{t('region.city')}</dt>
        <dd>{t('header.cityValue')}</dd>
        <dt>{t('region.dateFormat')}</dt>
        <dd>{t('region.dateFormatValue')}</dd>
      </dl>
    </section>
  );
}

/**
 * Notifications: an ordinary user chooses the channels per kind (NoticeSettingsTab); a verifier has
 * no kinds to choose, so the tab says what the platform sends and where.
 */
export function NotificationsTab({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('settings');
  if (!profile.isVerifier) return <NoticeSettingsTab email={profile.email} />;
  return (
    <section className="settings-card settings-narrow" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="settings-card__title">
        {t('notifications.title')}
      </h2>
      <p>{t('notifications.text', { email: profile.email })}</p>
      <ul className="settings-plain-list settings-bullets">
        <li>{t('notifications.email')}</li>
        <li>{t('notifications.sms')}</li>
      </ul>
      <div className="ui-notice">
        <Icon name="info" />
        <p>{t('notifications.none')}</p>
      </div>
    </section>
  );
}

/** Permissions: rights come from a company membership; without one there is nothing to grant. */
export function PermissionsTab({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('settings');
  const text = profile.isVerifier
    ? t('permissions.verifier')
    : profile.companyName
      ? t('permissions.company', { company: profile.companyName })
      : t('permissions.noCompany');
  return (
    <section className="settings-card settings-narrow" aria-labelledby="permissions-title">
      <h2 id="permissions-title" className="settings-card__title">
        {t('permissions.title')}
      </h2>
      <dl className="settings-facts">
        <dt>{t('permissions.role')}</dt>
        <dd>{profile.isVerifier ? t('header.verifierRole') : (profile.companyRole ?? t('permissions.user'))}</dd>
      </dl>
      <div className="ui-notice">
        <Icon name="info" />
        <p>{text}</p>
      </div>
    </section>
  );
}
