import { useTranslation } from 'react-i18next';
import { useAppUser } from '../../app/app-actor';
import { usePageTitle } from '../../shared/lib/usePageTitle';

export function HomePage() {
  const { t } = useTranslation('shell');
  const user = useAppUser();
  const title = t('menu.home');
  usePageTitle(title);
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  return (
    <>
      <h1>{title}</h1>
      {name && <p>{t('home.greeting', { name })}</p>}
    </>
  );
}
