import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import type shell from '../../locales/ru/shell.json';

/** A menu entry's label key; the route table names which section a placeholder stands for. */
type MenuLabel = keyof typeof shell.menu;

/** Sections that exist in the menu but not yet in the product show only their title. */
export function PlaceholderPage({ label }: { label: MenuLabel | 'myCompanies' }) {
  const { t } = useTranslation('shell');
  const title = label === 'myCompanies' ? t('header.myCompanies') : t(`menu.${label}`);
  usePageTitle(title);
  return <h1>{title}</h1>;
}
