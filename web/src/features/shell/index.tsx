import type { ReactNode } from 'react';
import { Shell, type AccountLink } from './Shell';
import { USER_MENU, VERIFIER_MENU } from './menu';

const USER_ACCOUNT: readonly AccountLink[] = [
  { href: '/settings/myCompanies', label: 'personalCabinet', icon: 'user' },
  { href: '/companies', label: 'myCompanies', icon: 'building' },
];

const VERIFIER_ACCOUNT: readonly AccountLink[] = [{ href: '/lc-settings', label: 'personalCabinet', icon: 'user' }];

/** The app may give the header's bell (the positions area brings the approval requests). */
export function MainShell({ notifications }: { notifications?: ReactNode }) {
  return <Shell menu={USER_MENU} accountLinks={USER_ACCOUNT} settingsBase="/settings" withCompanies notifications={notifications} />;
}

/** The back office brings the header's company search and notifications (the app composes them). */
export function VerifierShell({ search, notifications }: { search?: ReactNode; notifications?: ReactNode }) {
  return (
    <Shell
      menu={VERIFIER_MENU}
      accountLinks={VERIFIER_ACCOUNT}
      settingsBase="/lc-settings"
      withCompanies={false}
      search={search}
      notifications={notifications}
    />
  );
}
