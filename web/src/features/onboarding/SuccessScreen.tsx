import { useTranslation } from 'react-i18next';
import { useAppActor } from '../../shared/session/session-context';
import { SUCCESS_ACTION_DELAY_MS } from '../../shared/session/session';
import { currentLanguage } from '../../shared/i18n/i18n';
import { LANGUAGE_LOCALES } from '../../shared/i18n/languages';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button } from '../../shared/ui';
import { MessageScreen } from '../../shared/layout/MessageScreen';
import '../../shared/layout/auth-forms.css';
import './onboarding.css';

/**
 * "User data saved": Add company / Go to companies profile. The app machine fires
 * the second by itself after 2.5 s; the screen says so, so nobody is surprised by the move.
 */
export function ProfileSavedScreen() {
  const { t } = useTranslation('onboarding');
  const app = useAppActor();
  usePageTitle(t('saved.title'));
  return (
    <PublicLayout>
      <MessageScreen
        icon="success"
        tone="success"
        title={t('saved.title')}
        actions={
          <>
            <Button variant="secondary" onPress={() => app.send({ type: 'START_COMPANY_CREATE' })}>
              {t('saved.addCompany')}
            </Button>
            <Button variant="primary" onPress={() => app.send({ type: 'OPEN_COMPANIES' })}>
              {t('saved.toCompanies')}
            </Button>
          </>
        }
      >
        <p>{t('saved.text')}</p>
        <p className="success-redirect">
          {t('saved.redirect', {
            seconds: new Intl.NumberFormat(LANGUAGE_LOCALES[currentLanguage()]).format(SUCCESS_ACTION_DELAY_MS / 1000),
          })}
        </p>
      </MessageScreen>
    </PublicLayout>
  );
}
