import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Tab, TabList, TabPanel, Tabs } from '../../shared/ui';
import { SETTINGS_TABS, tabFromParam, tabPath, type SettingsTab } from './tabs';
import './settings.css';

export function SettingsPage({ verifier = false }: { verifier?: boolean }) {
  const { t } = useTranslation('settings');
  const params = useParams();
  const navigate = useNavigate();
  const { tab, canonical } = tabFromParam(params.tab);
  usePageTitle(`${t(`tabs.${tab}`)} — ${t('title')}`);

  // The verifier's entry tab has no key in its address; anything else unknown is corrected.
  if (!canonical && !(verifier && params.tab === undefined)) return <Navigate to={tabPath(tab, verifier)} replace />;

  return (
    <div className="settings">
      <h1 className="visually-hidden">{t('title')}</h1>
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(tabPath(key as SettingsTab, verifier))}>
        <TabList aria-label={t('tabs.label')}>
          {SETTINGS_TABS.map((key) => (
            <Tab key={key} id={key}>
              {t(`tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        {SETTINGS_TABS.map((key) => (
          <TabPanel key={key} id={key}>
            <h2>{t(`tabs.${key}`)}</h2>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
