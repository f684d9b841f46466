import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppUser } from '../../shared/session/session-context';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Tab, TabList, TabPanel, Tabs } from '../../shared/ui';
import { NotificationsTab, PermissionsTab, RegionTab } from './OtherTabs';
import { PasswordTab } from './PasswordTab';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTab } from './ProfileTab';
import { readProfile } from './profile';
import { SETTINGS_TABS, tabFromParam, tabPath, type SettingsTab } from './tabs';
import './settings.css';

/** /settings/{tab} (spec 000, §2); the verifier's /lc-settings/{tab} shows the verifier variant. */
export function SettingsPage({ verifier = false }: { verifier?: boolean }) {
  const { t } = useTranslation('settings');
  const params = useParams();
  const navigate = useNavigate();
  const user = useAppUser();
  const profile = readProfile(user);
  const { tab, canonical } = tabFromParam(params.tab);
  usePageTitle(`${t(`tabs.${tab}`)} — ${t('title')}`);

  // The verifier's entry tab has no key in its address; anything else unknown is corrected.
  if (!canonical && !(verifier && params.tab === undefined)) return <Navigate to={tabPath(tab, verifier)} replace />;

  // Recovery goes to the confirmed phone by SMS when there is one, else to the e-mail.
  const resetIdentifier = profile.phoneConfirmed && profile.phone ? profile.phone : profile.email;

  return (
    <div className="settings">
      <ProfileHeader profile={{ ...profile, isVerifier: profile.isVerifier || verifier }} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(tabPath(key as SettingsTab, verifier))}>
        <TabList aria-label={t('tabs.label')}>
          {SETTINGS_TABS.map((key) => (
            <Tab key={key} id={key}>
              {t(`tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="myCompanies">
          <ProfileTab profile={profile} />
        </TabPanel>
        <TabPanel id="password">
          <PasswordTab verifier={verifier} resetIdentifier={resetIdentifier} />
        </TabPanel>
        <TabPanel id="region">
          <RegionTab />
        </TabPanel>
        <TabPanel id="notifications">
          <NotificationsTab profile={profile} />
        </TabPanel>
        <TabPanel id="permissions">
          <PermissionsTab profile={profile} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
