import { useTranslation } from 'react-i18next';
import { useAppActor, useSuccessKind } from '../../shared/session/session-context';
import type { AppStatus } from '../../shared/session/session';
import { PublicLayout } from '../../shared/layout/PublicLayout';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, Icon } from '../../shared/ui';
import { ProfileSavedScreen } from './SuccessScreen';

function useAppSuccess() {
  return useSuccessKind();
}

export type OnboardingStatus = Extract<
  AppStatus,
  'profile-create' | 'companies-profile' | 'company-create' | 'company-registration' | 'company-verification' | 'success'
>;

/**
 * The statuses between sign-in and the main shell. Their screens come with the identity and
 * company work; until then the user sees where they are and can always leave.
 */
export function OnboardingPage({ status }: { status: OnboardingStatus }) {
  const success = useAppSuccess();
  if (status === 'success' && success === 'profile-saved') return <ProfileSavedScreen />;
  return <NextStepPlaceholder status={status} />;
}

function NextStepPlaceholder({ status }: { status: OnboardingStatus }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const app = useAppActor();
  const title = t(`titles.${status}`);
  usePageTitle(title);
  return (
    <PublicLayout
      actions={
        <Button variant="ghost" size="sm" onPress={() => app.send({ type: 'LOGOUT' })}>
          <Icon name="logout" size={18} />
          {t('common:actions.logout')}
        </Button>
      }
    >
      <section className="public-card">
        <h1>{title}</h1>
        <p className="public-card__text">{t('note')}</p>
      </section>
    </PublicLayout>
  );
}
