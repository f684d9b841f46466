import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../shared/session/session';
import { Button, Icon, MenuButton, MenuItem, MenuSeparator, type IconName } from '../../shared/ui';

function companyName(user: UserInfo | null): string | null {
  const company = user?.company;
  if (!company || typeof company !== 'object') return null;
  const name = typeof company.name === 'string' ? company.name.trim() : '';
  return name || null;
}

/** Owners and administrators manage the members (README, permission matrix); the menu offers the screen to them only. */
function managesMembers(user: UserInfo | null): boolean {
  const member = user?.company?.user;
  const role = member && typeof member === 'object' && 'role' in member ? (member as { role?: { code?: unknown } }).role : undefined;
  return role?.code === 'owner' || role?.code === 'administrator';
}

/**
 * The company switcher: the user's company from user_data.company, or the way to add one.
 * Switching between several companies arrives with the companies work (specification 001).
 */
export function CompanySwitcher({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation(['shell', 'members']);
  const name = companyName(user);
  return (
    <MenuButton
      label={`${t('company.label')}: ${name ?? t('company.none')}`}
      variant="ghost"
      className="shell__company"
      placement="bottom end"
      trigger={
        <>
          <Icon name="building" size={18} />
          <span className="shell__company-name" aria-hidden="true">
            {name ?? t('company.none')}
          </span>
          <Icon name="chevronDown" size={16} />
        </>
      }
    >
      {name ? (
        <>
          <MenuItem id="current" href="/my-company" icon="check" textValue={name}>
            {name}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="companies" href="/companies" icon="building">
            {t('header.myCompanies')}
          </MenuItem>
          {managesMembers(user) && (
            <MenuItem id="company-users" href="/company-users" icon="users">
              {t('members:users.title')}
            </MenuItem>
          )}
        </>
      ) : (
        <MenuItem id="add" href="/companies" icon="plus">
          {t('company.add')}
        </MenuItem>
      )}
    </MenuButton>
  );
}

/** The bell and the envelope: there is nothing to list yet, and they say so. */
export function EmptyInbox({ kind }: { kind: 'notifications' | 'messages' }) {
  const { t } = useTranslation('shell');
  const icon: IconName = kind === 'notifications' ? 'bell' : 'message';
  return (
    <DialogTrigger>
      <Button variant="ghost" iconOnly aria-label={t(`${kind}.label`)}>
        <Icon name={icon} />
      </Button>
      <Popover placement="bottom end" className="ui-popover shell__inbox">
        <Dialog className="shell__inbox-dialog">
          <Heading slot="title" className="shell__inbox-title">
            {t(`${kind}.label`)}
          </Heading>
          <p className="shell__inbox-empty">{t(`${kind}.empty`)}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
