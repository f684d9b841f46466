import { useTranslation } from 'react-i18next';
import { Button, Tooltip, TooltipTrigger } from '../../shared/ui';

const PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
const LABELS: Record<(typeof PROVIDERS)[number], string> = { google: 'Google', facebook: 'Facebook', linkedin: 'LinkedIn' };

/**
 * The three social sign-in options, honestly unavailable: the platform has no agreements with the
 * providers yet. The buttons stay focusable (aria-disabled, not disabled) so that keyboard and
 * pointer users alike reach the tooltip that says why; pressing them does nothing.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-social" role="group" aria-labelledby="auth-social-title">
      <p id="auth-social-title" className="auth-social__title">
        {t('social.title')}
      </p>
      <div className="auth-social__buttons">
        {PROVIDERS.map((provider) => (
          <TooltipTrigger key={provider} delay={300}>
            <Button variant="secondary" size="sm" className="auth-social__button" aria-disabled="true" aria-describedby="auth-social-note">
              <span className={`auth-social__logo auth-social__logo--${provider}`} aria-hidden="true">
                {LABELS[provider][0]}
              </span>
              {LABELS[provider]}
            </Button>
            <Tooltip>{t('social.unavailable', { provider: LABELS[provider] })}</Tooltip>
          </TooltipTrigger>
        ))}
      </div>
      <p id="auth-social-note" className="auth-social__note">
        {t('social.note')}
      </p>
    </div>
  );
}
