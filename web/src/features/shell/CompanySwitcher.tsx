import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor } from '../../shared/session/session-context';
import type { UserInfo } from '../../shared/session/session';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { FirstUseButton, Icon, toast } from '../../shared/ui';
import { onFirstUse, useFirstUse } from '../../shared/ui/first-use';
import { activeCompany } from './active-company';
import { liveCompanySwitcherMachine } from './live';

// The menu (react-aria's menu, popover and sections) and the members' texts its entries use load
// on the button's first hover, focus or press; the button is the same until then.
type MenuModule = typeof import('./CompanySwitcherMenu');
const loadMenu = onFirstUse(
  (): Promise<MenuModule> => Promise.all([import('./CompanySwitcherMenu'), loadNamespaces(['members'])]).then(([module]) => module),
);

/**
 * The header's company switcher: the active company and its status on the button;
 * the menu lists the user's companies (the active one checked), switches with loginCompany, leaves
 * with logoutCompany, and leads to the company settings and the company list. A react-aria menu:
 * arrows, Enter and Esc work, the companies are radio items.
 */
export function CompanySwitcher({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('shell');
  const app = useAppActor();
  const active = activeCompany(user);
  const machine = useMemo(
    () =>
      // The calls are the area's (live.ts); the screen adds what is its own.
      liveCompanySwitcherMachine.provide({
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
  const label = active
    ? `${t('switcher.label')}: ${active.name}${active.status ? `, ${active.status}` : ''}`
    : `${t('switcher.label')}: ${t('switcher.none')}`;
  const { module, focus, activate, prefetch } = useFirstUse(loadMenu);
  const content = (
    <>
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
    </>
  );
  if (module)
    return <module.CompanySwitcherMenu actor={actor} view={view} active={active} label={label} trigger={content} openOnMount={focus} />;
  return (
    <FirstUseButton
      popup="menu"
      aria-label={label}
      variant="ghost"
      className="shell__company"
      isPending={view.busy}
      onPrefetch={() => {
        prefetch();
        actor.send({ type: 'PREFETCH' });
      }}
      onActivate={activate}
    >
      {content}
    </FirstUseButton>
  );
}
