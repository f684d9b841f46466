import { useTranslation } from 'react-i18next';
import { useAppActor } from '../../../shared/session/session-context';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { MessageScreen } from '../../../shared/layout/MessageScreen';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button } from '../../../shared/ui';

/** The success screen after "submit for verification" (spec 001 §2, type company-verification). */
export function SubmittedScreen() {
  const { t } = useTranslation('companies');
  const app = useAppActor();
  usePageTitle(t('success.title'));
  return (
    <PublicLayout>
      <MessageScreen
        icon="success"
        tone="success"
        title={t('success.title')}
        actions={
          <>
            <Button variant="secondary" onPress={() => app.send({ type: 'OPEN_COMPANIES' })}>
              {t('success.companies')}
            </Button>
            {/* The company is now in status 2: re-reading the user opens the main shell with its banner. */}
            <Button variant="primary" onPress={() => app.send({ type: 'RELOAD' })}>
              {t('success.home')}
            </Button>
          </>
        }
      >
        <p>{t('success.text')}</p>
      </MessageScreen>
    </PublicLayout>
  );
}
