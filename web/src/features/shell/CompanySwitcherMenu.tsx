import type { ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import { Menu, MenuItem as AriaMenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useAppActor } from '../../shared/session/session-context';
import { useCompanyActions } from '../../shared/session/company-actions';
import type { CompanyListItem } from '../../shared/api/company';
import { Button, Icon, MenuItem, MenuSeparator } from '../../shared/ui';
import { useFirstMenuOpening, type FirstFocus } from '../../shared/ui/first-use';
import type { ActiveCompany } from './active-company';
import type { companySwitcherMachine } from './company-switcher.machine';

export interface CompanySwitcherMenuProps {
  actor: ActorRefFrom<typeof companySwitcherMachine>;
  view: { companies: readonly CompanyListItem[] | null; loading: boolean; failed: boolean; busy: boolean };
  active: ActiveCompany | null;
  /** The button's name and content (CompanySwitcher). */
  label: string;
  trigger: ReactNode;
  /** Open once mounted, the button focused: it replaced the plain one the user just pressed. */
  openOnMount?: FirstFocus;
}

/** The company switcher's button with its menu (CompanySwitcher shows the button alone until first used). */
export function CompanySwitcherMenu({ actor, view, active, label, trigger, openOnMount }: CompanySwitcherMenuProps) {
  const { t } = useTranslation(['shell', 'members']);
  const app = useAppActor();
  // The entries open what the member's actions allow there (the owner, an administrator, or a
  // deputy or user with "company-settings" or "users"), never what the role alone suggests.
  const { can } = useCompanyActions();
  const companies = view.companies ?? [];
  const { isOpen, firstFocus, onOpenChange } = useFirstMenuOpening(openOnMount, (open) => open && actor.send({ type: 'OPEN' }));
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button
        aria-label={label}
        variant="ghost"
        className="shell__company"
        isPending={view.busy}
        autoFocus={openOnMount !== undefined}
        onHoverStart={() => actor.send({ type: 'PREFETCH' })}
        onFocus={() => actor.send({ type: 'PREFETCH' })}
      >
        {trigger}
      </Button>
      <Popover placement="bottom end" className="ui-popover">
        <Menu className="ui-menu shell__company-menu" aria-label={t('switcher.label')} autoFocus={firstFocus}>
          <MenuSection
            className="shell__company-section"
            selectionMode="single"
            selectedKeys={active ? [active.id] : []}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined) actor.send({ type: 'SWITCH', companyId: String(key), activeId: active?.id ?? null });
            }}
          >
            <Header className="shell__company-header">{t('switcher.list')}</Header>
            {view.loading ? (
              <AriaMenuItem id="loading" isDisabled className="ui-menu__item" textValue={t('switcher.loading')}>
                {t('switcher.loading')}
              </AriaMenuItem>
            ) : view.failed ? (
              <AriaMenuItem id="failed" isDisabled className="ui-menu__item" textValue={t('switcher.failed')}>
                {t('switcher.failed')}
              </AriaMenuItem>
            ) : (
              companies.map((company) => (
                <AriaMenuItem
                  key={company.id}
                  id={company.id}
                  className="ui-menu__item shell__company-item"
                  textValue={company.name}
                  aria-label={t(company.id === active?.id ? 'switcher.active' : 'switcher.item', {
                    name: company.name,
                    status: company.status.name,
                  })}
                >
                  {({ isSelected }) => (
                    <>
                      <Icon name={isSelected ? 'check' : 'building'} size={18} />
                      <span className="shell__company-item-text">
                        <span className="shell__company-item-name">{company.name}</span>
                        <span className="shell__company-item-status">{company.status.name}</span>
                      </span>
                    </>
                  )}
                </AriaMenuItem>
              ))
            )}
          </MenuSection>
          <MenuSeparator />
          <MenuSection className="shell__company-section">
            {view.failed && (
              <MenuItem id="retry" icon="refresh" onAction={() => actor.send({ type: 'RETRY' })}>
                {t('switcher.retry')}
              </MenuItem>
            )}
            {active && can('edit') ? (
              <MenuItem id="settings" href="/company-settings" icon="settings">
                {t('switcher.settings')}
              </MenuItem>
            ) : null}
            {active && can('manageCandidates') ? (
              <MenuItem id="recruiting-settings" href="/personne/settings" icon="users">
                {t('switcher.recruiting')}
              </MenuItem>
            ) : null}
            {active && can('manageMembers') ? (
              <MenuItem id="company-users" href="/company-users" icon="users">
                {t('members:users.title')}
              </MenuItem>
            ) : null}
            <MenuItem id="companies" href="/companies" icon="building">
              {t('switcher.companies')}
            </MenuItem>
            {active ? (
              <MenuItem id="leave" icon="logout" onAction={() => actor.send({ type: 'LEAVE' })}>
                {t('switcher.logout')}
              </MenuItem>
            ) : (
              <MenuItem id="add" icon="plus" onAction={() => app.send({ type: 'START_COMPANY_CREATE' })}>
                {t('switcher.add')}
              </MenuItem>
            )}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
