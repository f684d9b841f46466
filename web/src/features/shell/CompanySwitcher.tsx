import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Header } from 'react-aria-components/Header';
import { Menu, MenuItem as AriaMenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { companyApi } from '../../shared/api/company';
import { companySetupApi } from '../../shared/api/company-setup';
import { useAppActor } from '../../shared/session/session-context';
import type { UserInfo } from '../../shared/session/session';
import { Button, Icon, MenuItem, MenuSeparator, toast } from '../../shared/ui';
import { companySwitcherMachine } from './company-switcher.machine';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The active company of user_data: id, name, status and the caller's role code. */
export function activeCompany(user: UserInfo | null): { id: string; name: string; status: string; statusId: number; role: string | null } | null {
  const company = user?.company;
  if (!isRecord(company) || company.id === undefined || company.id === null) return null;
  const status = isRecord(company.status) ? company.status : {};
  const member = isRecord(company.user) && isRecord(company.user.role) ? company.user.role : {};
  return {
    id: String(company.id),
    name: typeof company.name === 'string' ? company.name.trim() : '',
    status: typeof status.name === 'string' ? status.name : '',
    statusId: Number(status.id) || 0,
    role: typeof member.code === 'string' ? member.code : null,
  };
}

/** Roles that may edit the registration data (an ordinary user never may, spec 001 §6; a deputy needs the right, which the page checks). */
const EDITING_ROLES = ['owner', 'administrator', 'deputy'];
/** Owners and administrators manage the members (README, permission matrix). */
const MEMBER_MANAGING_ROLES = ['owner', 'administrator'];

/**
 * The header's company switcher (spec 001 §4): the active company and its status on the button;
 * the menu lists the user's companies (the active one checked), switches with loginCompany, leaves
 * with logoutCompany, and leads to the company settings and the company list. A react-aria menu:
 * arrows, Enter and Esc work, the companies are radio items.
 */
export function CompanySwitcher({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation(['companySetup', 'shell', 'members']);
  const app = useAppActor();
  const active = activeCompany(user);
  const machine = useMemo(
    () =>
      companySwitcherMachine.provide({
        actors: {
          loadCompanies: fromPromise(async ({ signal }) => companyApi.list('my', { signal })),
          enter: fromPromise(async ({ input, signal }: { input: { companyId: string }; signal: AbortSignal }) => companyApi.login(input.companyId, { signal })),
          leave: fromPromise(async ({ signal }) => companySetupApi.logout({ signal })),
        },
        actions: {
          reloadApp: () => app.send({ type: 'RELOAD' }),
          notifyFailed: (_, params) => toast.error(t('switcher.switchFailed', { message: params.message })),
        },
      }),
    [app, t],
  );
  const actor = useActorRef(machine);
  const view = useSelector(actor, (s) => ({
    companies: s.context.companies,
    target: s.context.target,
    loading: s.matches('loading') && s.context.companies === null,
    failed: s.matches('failed'),
    busy: s.matches('entering') || s.matches('leaving') || s.matches('done'),
  }));
  const name = active?.name || t('switcher.none');
  const label = active ? `${t('switcher.label')}: ${active.name}${active.status ? `, ${active.status}` : ''}` : `${t('switcher.label')}: ${t('switcher.none')}`;
  const companies = view.companies ?? [];

  return (
    <MenuTrigger onOpenChange={(open) => open && actor.send({ type: 'OPEN' })}>
      <Button
        aria-label={label}
        variant="ghost"
        className="shell__company"
        isPending={view.busy}
        onHoverStart={() => actor.send({ type: 'PREFETCH' })}
        onFocus={() => actor.send({ type: 'PREFETCH' })}
      >
        <Icon name="building" size={18} />
        <span className="shell__company-name" aria-hidden="true">
          {name}
        </span>
        {active?.status && (
          <span className={`shell__company-status shell__company-status--${active.statusId}`} aria-hidden="true">
            {active.status}
          </span>
        )}
        <Icon name="chevronDown" size={16} />
      </Button>
      <Popover placement="bottom end" className="ui-popover">
        <Menu className="ui-menu shell__company-menu" aria-label={t('switcher.label')}>
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
                  aria-label={t(company.id === active?.id ? 'switcher.active' : 'switcher.item', { name: company.name, status: company.status.name })}
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
            {active && active.role !== null && EDITING_ROLES.includes(active.role) ? (
              <MenuItem id="settings" href="/company-settings" icon="settings">
                {t('switcher.settings')}
              </MenuItem>
            ) : null}
            {active && active.role !== null && MEMBER_MANAGING_ROLES.includes(active.role) ? (
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
