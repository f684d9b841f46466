import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/dates';
import { formatPhone } from '../../../shared/forms/phone';
import { Button, Icon } from '../../../shared/ui';
import { PhoneConfirmModal } from '../phone/PhoneConfirmModal';
import type { ProfileView } from '../../../shared/session/profile';
import { ProfileEditModal } from './ProfileEditModal';
import { optionName, useOptionList } from '../../../shared/lib/useOptionList';

/** "My profile": what the profile holds, the edit modal, and the confirmation of an unconfirmed phone. */
export function ProfileTab({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('settings');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const genders = useOptionList('gender');
  const networks = useOptionList('social_media');
  const none = <span className="settings-muted">{t('profile.notFilled')}</span>;

  return (
    <div className="settings-columns">
      <section className="settings-card" aria-labelledby="profile-personal">
        <div className="settings-card__head">
          <h2 id="profile-personal" className="settings-card__title">
            {t('edit.personal')}
          </h2>
          <Button variant="primary" size="sm" onPress={() => setEditing(true)}>
            <Icon name="edit" size={16} />
            {t('profile.edit')}
          </Button>
        </div>
        <dl className="settings-facts">
          <dt>{t('fields.lname')}</dt>
          <dd>{profile.lname || none}</dd>
          <dt>{t('fields.name')}</dt>
          <dd>{profile.name || none}</dd>
          <dt>{t('fields.sname')}</dt>
          <dd>{profile.sname || none}</dd>
          <dt>{t('fields.birthDate')}</dt>
          <dd>{formatDate(profile.birthDate) || none}</dd>
          <dt>{t('fields.gender')}</dt>
          <dd>{optionName(genders, profile.genderId) ?? none}</dd>
        </dl>
      </section>
      <section className="settings-card" aria-labelledby="profile-contacts">
        <h2 id="profile-contacts" className="settings-card__title">
          {t('profile.contacts')}
        </h2>
        <dl className="settings-facts">
          <dt>{t('fields.phone')}</dt>
          <dd>
            {profile.phone ? formatPhone(profile.phone) : none}
            {profile.phone &&
              (profile.phoneConfirmed ? (
                <span className="settings-badge settings-badge--ok">
                  <Icon name="check" size={16} />
                  {t('phone.confirmed')}
                </span>
              ) : (
                <>
                  <span className="settings-badge">{t('phone.notConfirmed')}</span>
                  <Button variant="ghost" size="sm" className="settings-link" onPress={() => setConfirming(true)}>
                    {t('phone.confirm')}
                  </Button>
                </>
              ))}
          </dd>
          <dt>{t('fields.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('fields.otherPhones')}</dt>
          <dd>{profile.otherPhones.length ? <List items={profile.otherPhones.map(formatPhone)} /> : none}</dd>
          <dt>{t('fields.otherEmails')}</dt>
          <dd>{profile.otherEmails.length ? <List items={profile.otherEmails} /> : none}</dd>
          <dt>{t('fields.socials')}</dt>
          <dd>
            {profile.socials.length ? (
              <List
                items={profile.socials.map((social) => `${optionName(networks, social.type) ?? t('socials.network')}: ${social.name}`)}
              />
            ) : (
              none
            )}
          </dd>
        </dl>
      </section>
      {editing && <ProfileEditModal profile={profile} onClose={() => setEditing(false)} />}
      {confirming && <PhoneConfirmModal phone={profile.phone} onClose={() => setConfirming(false)} />}
    </div>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="settings-plain-list">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: plain text that may repeat, nothing kept per item.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
