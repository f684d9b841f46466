import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, InlineLoader } from '../../../shared/ui';
import { CodeForm } from '../../../shared/forms/CodeForm';
import { useProfileFlow } from './ProfileFlow';

/** /confirm-phone: the SMS code step of the profile flow; success returns to /profile-create with the phone locked. */
export function ConfirmPhonePage() {
  const { t } = useTranslation(['onboarding', 'auth']);
  usePageTitle(t('phone.title'));
  const actor = useProfileFlow();
  const code = useSelector(actor, (s) => s.children.code);
  return (
    <PublicLayout>
      <section className="public-card auth-card" aria-labelledby="confirm-phone-title">
        <h1 id="confirm-phone-title">{t('phone.title')}</h1>
        {code ? (
          <CodeForm
            actor={code}
            submitLabel={t('auth:code.submit')}
            actions={
              <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL_PHONE' })}>
                {t('auth:code.back')}
              </Button>
            }
          />
        ) : (
          <InlineLoader />
        )}
      </section>
    </PublicLayout>
  );
}
