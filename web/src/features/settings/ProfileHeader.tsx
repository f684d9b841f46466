import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../shared/forms/phone';
import { Avatar, Button, Icon, Tooltip, TooltipTrigger } from '../../shared/ui';
import { OfficePresenceModal } from './OfficePresenceModal';
import { ageInYears, fullName, initials, type ProfileView } from '../../shared/session/profile';
import { linkHref } from '../../shared/lib/link';
import { optionName, useOptionList } from '../../shared/lib/useOptionList';

/**
 * The profile header of the settings: avatar 110, full name with age, office
 * presence (not for verifiers), position, company, contacts, a fixed city label and the socials.
 */
export function ProfileHeader({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('settings');
  const [presenceOpen, setPresenceOpen] = useState(false);
  const networks = useOptionList('social_media');
  const age = ageInYears(profile.birthDate);
  const name = fullName(profile) || profile.email;

  return (
    <section className="settings-header" aria-labelledby="settings-profile-name">
      <Avatar url={profile.avatarUrl} initials={initials(profile)} />
      <div className="settings-header__main">
        <div className="settings-header__title">
          <h1 id="settings-profile-name" className="settings-header__name">
            {name}
            {age !== null && <span className="settings-header__age">, {t('header.age', { count: age })}</span>}
          </h1>
          {!profile.isVerifier && (
            <Button variant="secondary" size="sm" className="settings-header__presence" onPress={() => setPresenceOpen(true)}>
              <span className="settings-presence-dot" data-set={profile.officePresence ? true : undefined} aria-hidden="true" />
              <span className="visually-hidden">{t('presence.label')}: </span>
              {profile.officePresence?.name || t('presence.notSet')}
              <Icon name="chevronDown" size={16} />
            </Button>
          )}
        </div>
        <ul className="settings-header__facts">
          {profile.isVerifier ? (
            <>
              <li>
                <Icon name="briefcase" size={18} />
                {t('header.verifierRole')}
              </li>
              <li>
                <Icon name="building" size={18} />
                {t('header.providerCompany')}
              </li>
            </>
          ) : (
            <>
              <li>
                <Icon name="briefcase" size={18} />
                {profile.companyRole ?? t('header.noPosition')}
                <TooltipTrigger delay={200}>
                  <Button variant="ghost" size="sm" iconOnly className="settings-header__info" aria-label={t('header.noPositionInfo')}>
                    <Icon name="info" size={16} />
                  </Button>
                  <Tooltip>{t('header.noPositionTooltip')}</Tooltip>
                </TooltipTrigger>
              </li>
              <li>
                <Icon name="building" size={18} />
                <span className="visually-hidden">{t('header.company')}: </span>
                {profile.companyName ?? t('header.noCompany')}
              </li>
            </>
          )}
          <li>
            <Icon name="mapPin" size={18} />
            <span className="visually-hidden">{t('header.city')}: </span>
            {t('header.cityValue')}
          </li>
          <li>
            <Icon name="mail" size={18} />
            <span className="visually-hidden">{t('fields.email')}: </span>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </li>
          {profile.phone && (
            <li>
              <Icon name="phone" size={18} />
              <span className="visually-hidden">{t('fields.phone')}: </span>
              <a href={`tel:+38${profile.phone}`}>{formatPhone(profile.phone)}</a>
            </li>
          )}
        </ul>
        {profile.socials.length > 0 && (
          <ul className="settings-header__socials" aria-label={t('fields.socials')}>
            {profile.socials.map((social, index) => {
              const network = optionName(networks, social.type) ?? t('socials.network');
              const href = linkHref(social.name);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a network may be listed twice; nothing is kept per item.
                <li key={`${social.type}-${index}`}>
                  <Icon name="link" size={16} />
                  <span className="settings-header__network">{network}:</span>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {social.name}
                    </a>
                  ) : (
                    <span>{social.name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {presenceOpen && <OfficePresenceModal current={profile.officePresence?.id ?? null} onClose={() => setPresenceOpen(false)} />}
    </section>
  );
}
