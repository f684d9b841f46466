import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor } from '../../../shared/session/session-context';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { formatDateInput } from '../../../shared/forms/date';
import { formatPhone } from '../../../shared/forms/phone';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { FormCard, MachineForm, useFieldBinding } from '../../../shared/forms/FormShell';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, Icon, Modal, Select, TextField } from '../../../shared/ui';
import type { ProfileField } from './profile-create.machine';
import { useProfileFlow } from './ProfileFlow';

/** /profile-create: the personal profile after the e-mail is confirmed. */
export function ProfileCreatePage() {
  const { t } = useTranslation(['onboarding', 'common']);
  usePageTitle(t('profile.title'));
  const fieldProblem = useFieldProblem();
  const app = useAppActor();
  const actor = useProfileFlow();
  const [exitOpen, setExitOpen] = useState(false);
  const view = useSelector(actor, (s) => ({
    values: s.context.values,
    errors: s.context.errors,
    email: s.context.email,
    phoneConfirmed: s.context.phoneConfirmed,
    genders: s.context.genders,
    optionsLoading: s.matches({ options: 'loading' }),
    optionsFailed: s.matches({ options: 'failed' }),
    canConfirmPhone: s.can({ type: 'CONFIRM_PHONE' }),
    sendingCode: s.matches({ form: 'sendingCode' }),
    saving: s.matches({ form: 'saving' }) || s.matches({ form: 'saved' }),
    askingPhone: s.matches({ form: 'phoneUnconfirmed' }),
  }));
  const change = (field: ProfileField, value: string) => actor.send({ type: 'CHANGE', field, value });
  const bind = useFieldBinding(view.values, view.errors, change);
  const genderItems = view.genders.map((gender) => ({ id: String(gender.id), label: gender.name }));

  return (
    <PublicLayout>
      <FormCard id="profile-title" className="profile-card" title={t('profile.title')} intro={t('profile.text')}>
        <MachineForm className="profile-form" labelledBy="profile-title" onSubmit={() => actor.send({ type: 'SUBMIT' })}>
          <TextField label={t('profile.lname')} name="family-name" autoComplete="family-name" isRequired {...bind('lname')} />
          <TextField label={t('profile.name')} name="given-name" autoComplete="given-name" isRequired {...bind('name')} />
          <TextField
            label={t('profile.sname')}
            description={t('profile.optional')}
            name="additional-name"
            autoComplete="additional-name"
            {...bind('sname')}
          />
          <div className="profile-form__pair">
            <TextField
              label={t('profile.birthDate')}
              description={t('profile.birthDateHint')}
              placeholder={t('profile.birthDatePlaceholder')}
              name="bday"
              autoComplete="bday"
              inputMode="numeric"
              isRequired
              {...bind('birthDate')}
              onChange={(value) => change('birthDate', formatDateInput(value))}
            />
            <Select
              label={t('profile.gender')}
              placeholder={view.optionsLoading ? t('common:loading') : t('profile.genderPlaceholder')}
              items={genderItems}
              isRequired
              isDisabled={genderItems.length === 0}
              value={view.values.genderId === '' ? null : view.values.genderId}
              onChange={(key) => change('genderId', key === null ? '' : String(key))}
              {...fieldProblem(view.errors.genderId)}
            />
          </div>
          {view.optionsFailed && (
            <div className="ui-notice ui-notice--error" role="alert">
              <Icon name="alert" />
              <p>
                {t('profile.optionsFailed')}{' '}
                <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'RETRY_OPTIONS' })}>
                  {t('common:actions.retry')}
                </Button>
              </p>
            </div>
          )}
          <div className="profile-form__phone">
            <PhoneField
              label={t('profile.phone')}
              description={view.phoneConfirmed ? undefined : t('profile.phoneHint')}
              name="tel"
              isRequired
              isReadOnly={view.phoneConfirmed}
              value={view.values.phone}
              onChange={(digits) => change('phone', digits)}
              {...fieldProblem(view.errors.phone)}
            />
            {view.phoneConfirmed ? (
              <p className="profile-form__confirmed">
                <Icon name="success" size={16} />
                {t('profile.phoneConfirmed')}
              </p>
            ) : (
              (view.canConfirmPhone || view.sendingCode) && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="auth-link-button"
                  isPending={view.sendingCode}
                  onPress={() => actor.send({ type: 'CONFIRM_PHONE' })}
                >
                  {t('profile.confirmPhone')}
                </Button>
              )
            )}
          </div>
          <TextField
            label={t('profile.email')}
            name="email"
            type="email"
            isReadOnly
            value={view.email}
            description={t('profile.emailHint')}
          />
          <div className="auth-form__actions profile-form__actions">
            <Button variant="secondary" onPress={() => setExitOpen(true)}>
              <Icon name="logout" size={18} />
              {t('profile.exit')}
            </Button>
            <Button type="submit" variant="primary" isPending={view.saving}>
              {t('profile.next')}
            </Button>
          </div>
        </MachineForm>
      </FormCard>
      {/* Next with an unconfirmed phone: what it costs (no password recovery by SMS) and the way to fix it. */}
      <Modal
        title={t('profile.unconfirmedTitle')}
        size="sm"
        role="alertdialog"
        isOpen={view.askingPhone}
        onOpenChange={(open) => !open && actor.send({ type: 'BACK_TO_FORM' })}
        footer={() => (
          <>
            <Button variant="secondary" onPress={() => actor.send({ type: 'SAVE_UNCONFIRMED' })}>
              {t('profile.unconfirmedSave')}
            </Button>
            <Button variant="primary" onPress={() => actor.send({ type: 'CONFIRM_PHONE' })} autoFocus>
              {t('profile.confirmPhone')}
            </Button>
          </>
        )}
      >
        <p>{t('profile.unconfirmedText', { phone: formatPhone(view.values.phone) })}</p>
      </Modal>
      <Modal
        title={t('profile.exitTitle')}
        size="sm"
        role="alertdialog"
        isOpen={exitOpen}
        onOpenChange={setExitOpen}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} autoFocus>
              {t('profile.exitNo')}
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                close();
                app.send({ type: 'LOGOUT' });
              }}
            >
              {t('profile.exitYes')}
            </Button>
          </>
        )}
      >
        <p>{t('profile.exitText')}</p>
      </Modal>
    </PublicLayout>
  );
}
