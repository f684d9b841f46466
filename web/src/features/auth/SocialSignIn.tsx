import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { externalSignInHref } from '../../shared/api/external-sign-in';
import { liveSocialSignInMachine } from './live';

/**
 * The sign-in options of other providers (OpenID Connect, docs/identity.md): a button for each one
 * this installation configures, none when it configures none. Each is a plain link: signing in
 * there leaves the app for the provider's page and comes back to /auth/external. "Remember me"
 * travels with it, as with the form above.
 */
export function SocialSignIn({ remember }: { remember: boolean }) {
  const { t } = useTranslation('auth');
  const actor = useActorRef(liveSocialSignInMachine);
  const providers = useSelector(actor, (s) => s.context.providers);
  if (providers.length === 0) return null;
  return (
    <div className="auth-social" role="group" aria-labelledby="auth-social-title">
      <p id="auth-social-title" className="auth-social__title">
        {t('social.title')}
      </p>
      <div className="auth-social__buttons">
        {providers.map(({ id, name }) => (
          <a key={id} href={externalSignInHref(id, remember)} className="ui-button ui-button--secondary ui-button--sm auth-social__button">
            {/* The name is read from text, not aria-label: a label that leaves out the visible logo
                letter and name fails WCAG's "label in name" (2.5.3). */}
            <span className="visually-hidden">{t('social.signInWith', { provider: name })}</span>
            <span className={`auth-social__logo auth-social__logo--${id}`} aria-hidden="true">
              {name[0]}
            </span>
            <span aria-hidden="true">{name}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
