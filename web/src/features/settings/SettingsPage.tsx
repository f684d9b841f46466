import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppUser } from '../../shared/session/session-context';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { InlineLoader, Tab, TabList, TabPanel, Tabs } from '../../shared/ui';
import { NotificationsTab, PermissionsTab, RegionTab } from './OtherTabs';
import { PasswordTab } from './PasswordTab';
import { ProfileHeader } from './ProfileHeader';
import { readProfile, type ProfileView } from '../../shared/session/profile';
import { SETTINGS_TABS, tabFromParam, tabPath, type SettingsTab } from './tabs';
import '../../shared/layout/settings.css';

/**
 * /settings/{tab}; the verifier's /lc-settings/{tab} shows the verifier variant.
 * The page hosts the tabs; "My profile" belongs to the profile area and comes from the route table.
 */
export function SettingsPage({ verifier = false, profileTab }: { verifier?: boolean; profileTab: (profile: ProfileView) => ReactNode }) {
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
          <Suspense fallback={<InlineLoader />}>{profileTab(profile)}</Suspense>
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
