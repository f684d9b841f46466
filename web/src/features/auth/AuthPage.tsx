import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../app/PublicLayout';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Tab, TabList, TabPanel, Tabs } from '../../shared/ui';

/** /auth: the Login and Registration tabs. The forms themselves arrive with the identity work. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('title'));
  return (
    <PublicLayout>
      <section className="public-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('title')}</h1>
        <Tabs defaultSelectedKey="login">
          <TabList aria-labelledby="auth-title">
            <Tab id="login">{t('login.tab')}</Tab>
            <Tab id="registration">{t('registration.tab')}</Tab>
          </TabList>
          <TabPanel id="login">
            <h2>{t('login.tab')}</h2>
            <p className="public-card__text">{t('login.soon')}</p>
          </TabPanel>
          <TabPanel id="registration">
            <h2>{t('registration.tab')}</h2>
            <p className="public-card__text">{t('registration.soon')}</p>
          </TabPanel>
        </Tabs>
      </section>
    </PublicLayout>
  );
}
