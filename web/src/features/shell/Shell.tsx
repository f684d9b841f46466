import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { useAppActor, useAppUser } from '../../shared/session/session-context';
import { LanguageSwitcher } from '../../shared/i18n/LanguageSwitcher';
import type { UserInfo } from '../../shared/session/session';
import { Button, Icon, InlineLoader, MenuButtonOnFirstUse, type IconName } from '../../shared/ui';
import { LightTooltip } from '../../shared/ui/LightTooltip';
import { ProductMark } from '../../shared/ui/ProductMark';
import { avatarUrl } from '../../shared/session/avatar';
import { CompanySwitcher } from './CompanySwitcher';
import { EmptyInbox } from './HeaderMenus';
import { activeMenuKey, allowedEntries, type MenuEntry } from './menu';
import { useCompanyActions } from '../../shared/session/company-actions';
import { QuickSearch } from './QuickSearch';
import './shell.css';

const COLLAPSED_KEY = 'menuCollapsed';
const SMALL_SCREEN = '(max-width: 767px)';

function isSmallScreen(): boolean {
  return window.matchMedia(SMALL_SCREEN).matches;
}

/**
 * Wide screens remember the user's choice; small screens always start with the icon rail, and the
 * opened menu lies over the page, so following a link closes it again.
 */
function useRailExpanded(pathname: string): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpandedState] = useState(() => {
    if (isSmallScreen()) return false;
    try {
      return window.localStorage.getItem(COLLAPSED_KEY) !== '1';
    } catch {
      return true;
    }
  });
  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next);
    if (isSmallScreen()) return;
    try {
      window.localStorage.setItem(COLLAPSED_KEY, next ? '0' : '1');
    } catch {
      /* not remembered */
    }
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer on a phone.
  useEffect(() => {
    if (isSmallScreen()) setExpandedState(false);
  }, [pathname]);
  // Turning a tablet or narrowing a window into the small layout must not leave the menu lying open over the page.
  useEffect(() => {
    const query = window.matchMedia(SMALL_SCREEN);
    const onChange = () => {
      if (query.matches) setExpandedState(false);
      else {
        try {
          setExpandedState(window.localStorage.getItem(COLLAPSED_KEY) !== '1');
        } catch {
          setExpandedState(true);
        }
      }
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return [expanded, setExpanded];
}

function initials(user: UserInfo | null): string {
  const letters = [user?.name, user?.lname].map((part) => (typeof part === 'string' ? part.trim().charAt(0) : '')).join('');
  return letters.toUpperCase();
}

export interface AccountLink {
  href: string;
  label: 'personalCabinet' | 'myCompanies';
  icon: IconName;
}

export interface ShellProps {
  menu: readonly MenuEntry[];
  accountLinks: readonly AccountLink[];
  /** Where the settings tabs live: /settings for users, /lc-settings for verifiers. */
  settingsBase: string;
  /** Users have companies (the switcher, "My companies"); verifiers review them instead. */
  withCompanies: boolean;
  /** The header's search and bell when an area brings its own (the verifier's company search and notifications). */
  search?: ReactNode;
  notifications?: ReactNode;
}

export function Shell({ menu: fullMenu, accountLinks, settingsBase, withCompanies, search, notifications }: ShellProps) {
  const { t } = useTranslation(['shell', 'common']);
  // A section that needs a right (candidates) is offered only to whom the active company grants it.
  const { can } = useCompanyActions();
  const menu = useMemo(() => allowedEntries(fullMenu, can), [fullMenu, can]);
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useRailExpanded(pathname);
  const active = activeMenuKey(pathname, menu);
  const user = useAppUser();
  const app = useAppActor();
  const userInitials = initials(user);
  const userAvatar = avatarUrl(user?.files, 32);
  const navigate = useNavigate();
  const rail = useRef<HTMLDivElement>(null);
  const closeDrawer = () => {
    setExpanded(false);
    document.querySelector<HTMLElement>('.shell__menu-button')?.focus();
  };
  const openDrawer = () => {
    setExpanded(true);
    // The drawer is shown in the next frame (visibility); then focus goes to its first entry.
    requestAnimationFrame(() => rail.current?.querySelector<HTMLElement>('.shell__link')?.focus());
  };

  return (
    // Lets react-aria links and menu items navigate through the router instead of reloading.
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <div className="shell" data-expanded={expanded || undefined}>
        <a href="#main-content" className="skip-link">
          {t('common:skipToContent')}
        </a>
        {/* On a phone the rail is a drawer with the section names (opened from the header), not a
          column of unlabelled icons; Esc closes it and focus returns to the menu button. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it hears the Escape of the links inside, never a key of its own. */}
        <div
          className="shell__rail"
          ref={rail}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && expanded && isSmallScreen()) closeDrawer();
          }}
        >
          {/* The product name repeats the page title; outside every landmark it would be stray content. */}
          <div className="shell__brand" aria-hidden="true">
            <ProductMark />
            <span className="shell__brand-name">{t('common:productName')}</span>
          </div>
          <nav id="main-menu" aria-label={t('nav.label')} className="shell__nav">
            <ul className="shell__menu">
              {menu.map((entry) => {
                const label = t(`menu.${entry.label}`);
                return (
                  <li key={entry.key}>
                    {/* Labels are hidden in the icon rail, so the tooltip carries them there. */}
                    <LightTooltip isDisabled={expanded} text={label}>
                      <Link
                        href={entry.route}
                        aria-current={entry.key === active ? 'page' : undefined}
                        className="shell__link"
                        data-menu-key={entry.key}
                      >
                        <Icon name={entry.icon} />
                        <span className="shell__link-label">{label}</span>
                      </Link>
                    </LightTooltip>
                  </li>
                );
              })}
            </ul>
          </nav>
          <Button
            variant="ghost"
            className="shell__toggle"
            aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
            aria-expanded={expanded}
            aria-controls="main-menu"
            onPress={() => setExpanded(!expanded)}
          >
            <Icon name={expanded ? 'collapse' : 'expand'} />
            <span className="shell__link-label" aria-hidden="true">
              {expanded ? t('nav.collapse') : t('nav.expand')}
            </span>
          </Button>
        </div>
        {expanded && <div className="shell__scrim" aria-hidden="true" onClick={closeDrawer} />}
        <div className="shell__body">
          <header className="shell__header">
            <Button
              variant="ghost"
              iconOnly
              className="shell__menu-button"
              aria-label={t('nav.open')}
              aria-expanded={expanded}
              aria-controls="main-menu"
              onPress={openDrawer}
            >
              <Icon name="menu" />
            </Button>
            <div className="shell__search">
              {search ?? <QuickSearch menu={menu} settingsBase={settingsBase} withCompanies={withCompanies} />}
            </div>
            <div className="shell__header-actions">
              {withCompanies && <CompanySwitcher user={user} />}
              {/* No envelope: the product has no messages to list, and an inbox that is always empty promises some. */}
              {notifications ?? <EmptyInbox />}
              <LanguageSwitcher />
              <MenuButtonOnFirstUse
                // The initials shown are part of the name, so a voice command naming what is seen works (WCAG 2.5.3).
                label={!userAvatar && userInitials ? `${t('header.account')}: ${userInitials}` : t('header.account')}
                iconOnly
                className="shell__account"
                trigger={
                  userAvatar ? (
                    <img className="shell__avatar" src={userAvatar} alt="" width={32} height={32} />
                  ) : userInitials ? (
                    <span className="shell__avatar">{userInitials}</span>
                  ) : (
                    <Icon name="user" />
                  )
                }
                items={({ MenuItem, MenuSeparator }) => (
                  <>
                    {accountLinks.map((link) => (
                      <MenuItem key={link.href} id={link.href} href={link.href} icon={link.icon}>
                        {t(`header.${link.label}`)}
                      </MenuItem>
                    ))}
                    <MenuSeparator />
                    <MenuItem id="logout" icon="logout" onAction={() => app.send({ type: 'LOGOUT' })}>
                      {t('header.logout')}
                    </MenuItem>
                  </>
                )}
              />
            </div>
          </header>
          <main id="main-content" className="shell__content" tabIndex={-1}>
            <Suspense fallback={<InlineLoader />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </AriaRouterProvider>
  );
}
