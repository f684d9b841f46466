import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { useTranslation } from 'react-i18next';
import { useAppUser, useSessionHooks, type SessionHooks } from '../../../shared/session/session-context';
import { formatDateInput } from '../../../shared/forms/date';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useFieldProblem, useProblemText } from '../../../shared/forms/problem-text';
import { Avatar, Button, Icon, InlineLoader, ConfirmDialog, Modal, Select, TextField } from '../../../shared/ui';
import { liveAvatarUpload, liveProfileEdit } from '../live';
import { PhoneConfirmDialog, type PhoneConfirmRef } from '../phone/PhoneConfirmModal';
import { initials, readProfile, type ProfileView } from '../../../shared/session/profile';
import type { ExtraList, ProfileEditContext } from './profile-edit.machine';
import type { ListField } from '../profile-form';

/**
 * The profile edit modal: width 1200, not closed by a click on the mask.
 * The machine holds the form; this screen shows it and forwards what the user does.
 */
export function ProfileEditModal({ profile, onClose }: { profile: ProfileView; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const hooks = useSessionHooks();
  const machine = useMemo(() => liveProfileEdit(hooks), [hooks]);
  const [state, send] = useMachine(machine, { input: { profile } });
  const errorText = useProblemText();
  const fieldProblem = useFieldProblem();
  const finished = state.status === 'done';
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  const { form, errors, phoneLocked, options } = state.context;
  const saving = state.matches('saving');
  const ready = !state.matches('loading') && !state.matches('loadFailed');

  return (
    <Modal
      title={t('edit.title')}
      size="xl"
      isOpen={!finished}
      isDismissable={false}
      onOpenChange={(open) => !open && send({ type: 'CANCEL' })}
      footer={() => (
        <>
          <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'CANCEL' })}>
            {t('actions.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="profile-edit-form" isDisabled={!ready} isPending={saving}>
            {t('actions.save')}
          </Button>
        </>
      )}
    >
      {state.matches('loading') && <InlineLoader />}
      {state.matches('loadFailed') && (
        <div className="ui-notice ui-notice--error" role="alert">
          <div>
            <p>{t('options.failed')}</p>
            <Button size="sm" onPress={() => send({ type: 'RETRY' })}>
              {t('actions.retry')}
            </Button>
          </div>
        </div>
      )}
      {ready && (
        <div className="settings-edit">
          <AvatarBlock hooks={hooks} />
          <form
            id="profile-edit-form"
            className="settings-edit__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT' });
            }}
          >
            <fieldset className="settings-fieldset" disabled={saving}>
              <legend className="settings-fieldset__legend">{t('edit.personal')}</legend>
              <div className="settings-grid">
                <TextField
                  label={t('fields.lname')}
                  value={form.lname}
                  onChange={(value) => send({ type: 'CHANGE', field: 'lname', value })}
                  autoComplete="family-name"
                  isRequired
                  {...fieldProblem(errors.lname)}
                />
                <TextField
                  label={t('fields.name')}
                  value={form.name}
                  onChange={(value) => send({ type: 'CHANGE', field: 'name', value })}
                  autoComplete="given-name"
                  isRequired
                  {...fieldProblem(errors.name)}
                />
                <TextField
                  label={t('fields.sname')}
                  value={form.sname}
                  onChange={(value) => send({ type: 'CHANGE', field: 'sname', value })}
                  autoComplete="additional-name"
                  {...fieldProblem(errors.sname)}
                />
                <TextField
                  label={t('fields.birthDate')}
                  description={t('fields.birthDateHint')}
                  placeholder={t('fields.birthDatePlaceholder')}
                  value={form.birthDate}
                  onChange={(value) => send({ type: 'CHANGE', field: 'birthDate', value: formatDateInput(value) })}
                  inputMode="numeric"
                  autoComplete="bday"
                  isRequired
                  {...fieldProblem(errors.birthDate)}
                />
                <Select
                  label={t('fields.gender')}
                  placeholder={t('fields.choose')}
                  items={options.gender.map((option) => ({ id: option.id, label: option.name }))}
                  value={form.genderId}
                  onChange={(key) => key !== null && send({ type: 'SET_GENDER', id: Number(key) })}
                  isRequired
                  {...fieldProblem(errors.genderId)}
                />
                <div className="settings-phone">
                  <PhoneField
                    label={t('fields.phone')}
                    description={phoneLocked ? t('phone.lockedHint') : t('fields.phoneHint')}
                    value={form.phone}
                    onChange={(value) => send({ type: 'CHANGE', field: 'phone', value })}
                    isReadOnly={phoneLocked}
                    isRequired
                    {...fieldProblem(errors.phone)}
                  />
                  {phoneLocked ? (
                    <span className="settings-badge settings-badge--ok">
                      <Icon name="check" size={16} />
                      {t('phone.confirmed')}
                    </span>
                  ) : (
                    state.can({ type: 'CONFIRM_PHONE' }) && (
                      <Button variant="ghost" size="sm" className="settings-link" onPress={() => send({ type: 'CONFIRM_PHONE' })}>
                        {t('phone.confirm')}
                      </Button>
                    )
                  )}
                </div>
                <TextField label={t('fields.email')} value={form.email} isReadOnly description={t('fields.emailHint')} />
                <TextField
                  label={t('fields.company')}
                  value={profile.isVerifier ? t('header.providerCompany') : (profile.companyName ?? t('header.noCompany'))}
                  isReadOnly
                />
              </div>
            </fieldset>

            <ExtraContacts
              list="otherPhones"
              context={state.context}
              send={send}
              canAdd={state.can({ type: 'ADD_ITEM', list: 'otherPhones' })}
              disabled={saving}
            />
            <ExtraContacts
              list="otherEmails"
              context={state.context}
              send={send}
              canAdd={state.can({ type: 'ADD_ITEM', list: 'otherEmails' })}
              disabled={saving}
            />

            <fieldset className="settings-fieldset" disabled={saving}>
              <legend className="settings-fieldset__legend">{t('fields.socials')}</legend>
              {form.socials.length === 0 ? (
                <p className="settings-muted">{t('socials.empty')}</p>
              ) : (
                <ul className="settings-list">
                  {form.socials.map((social, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows the machine addresses by position, every field controlled by it.
                    <li key={index} className="settings-list__row">
                      <span className="settings-list__text">
                        <strong>{options.social_media.find((option) => option.id === social.type)?.name ?? t('socials.network')}</strong>:{' '}
                        {social.name}
                      </span>
                      <DeleteButton list="socials" index={index} send={send} label={t('socials.delete', { name: social.name })} />
                      {errors[`socials.${index}`] && <span className="ui-field__error">{errorText(errors[`socials.${index}`])}</span>}
                    </li>
                  ))}
                </ul>
              )}
              <div className="settings-list__actions">
                <Button variant="secondary" size="sm" onPress={() => send({ type: 'OPEN_SOCIALS' })}>
                  <Icon name={form.socials.length < 4 ? 'plus' : 'edit'} size={16} />
                  {form.socials.length < 4 ? t('socials.add') : t('socials.edit')}
                </Button>
              </div>
            </fieldset>
          </form>
        </div>
      )}

      {state.matches('confirmingDiscard') && (
        <DiscardConfirmation onDiscard={() => send({ type: 'DISCARD' })} onKeep={() => send({ type: 'KEEP_EDITING' })} />
      )}
      {state.matches('confirmingDelete') && state.context.pendingDelete && (
        <DeleteConfirmation
          list={state.context.pendingDelete.list}
          onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
          onCancel={() => send({ type: 'CANCEL_DELETE' })}
        />
      )}
      {state.matches('socials') && <SocialsModal context={state.context} send={send} canAddRow={state.can({ type: 'ADD_ROW' })} />}
      {state.matches('confirmingPhone') && state.children.phoneConfirm && (
        <PhoneConfirmDialog actor={state.children.phoneConfirm as PhoneConfirmRef} />
      )}
    </Modal>
  );
}

type Send = ReturnType<typeof useMachine<ReturnType<typeof liveProfileEdit>>>[1];

function DeleteButton({ list, index, send, label }: { list: ListField; index: number; send: Send; label: string }) {
  return (
    <Button variant="ghost" size="sm" iconOnly aria-label={label} onPress={() => send({ type: 'DELETE_ITEM', list, index })}>
      <Icon name="trash" size={18} />
    </Button>
  );
}

/** Extra phones or e-mails: up to three; the add button shows while there is room. */
function ExtraContacts({
  list,
  context,
  send,
  canAdd,
  disabled,
}: {
  list: ExtraList;
  context: ProfileEditContext;
  send: Send;
  canAdd: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('settings');
  const fieldProblem = useFieldProblem();
  const items = context.form[list];
  const phones = list === 'otherPhones';
  return (
    <fieldset className="settings-fieldset" disabled={disabled}>
      <legend className="settings-fieldset__legend">{phones ? t('fields.otherPhones') : t('fields.otherEmails')}</legend>
      {items.length === 0 && <p className="settings-muted">{phones ? t('extra.noPhones') : t('extra.noEmails')}</p>}
      <ul className="settings-list">
        {items.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows the machine addresses by position, every field controlled by it.
          <li key={index} className="settings-list__row settings-list__row--field">
            {phones ? (
              <PhoneField
                label={t('extra.phoneLabel', { number: index + 1 })}
                value={value}
                onChange={(next) => send({ type: 'CHANGE_ITEM', list, index, value: next })}
                autoComplete="off"
                {...fieldProblem(context.errors[`${list}.${index}`])}
              />
            ) : (
              <TextField
                label={t('extra.emailLabel', { number: index + 1 })}
                value={value}
                onChange={(next) => send({ type: 'CHANGE_ITEM', list, index, value: next })}
                inputMode="email"
                type="email"
                placeholder="name@example.com"
                {...fieldProblem(context.errors[`${list}.${index}`])}
              />
            )}
            <DeleteButton
              list={list}
              index={index}
              send={send}
              label={phones ? t('extra.deletePhone', { number: index + 1 }) : t('extra.deleteEmail', { number: index + 1 })}
            />
          </li>
        ))}
      </ul>
      {canAdd && (
        <div className="settings-list__actions">
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'ADD_ITEM', list })}>
            <Icon name="plus" size={16} />
            {phones ? t('extra.addPhone') : t('extra.addEmail')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** Esc or Cancel with changes made: the changes go only when the user says so. */
function DiscardConfirmation({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <ConfirmDialog
      title={t('discard.title')}
      isOpen
      onCancel={onKeep}
      onConfirm={onDiscard}
      cancelLabel={t('discard.keep')}
      confirmLabel={t('discard.yes')}
      autoFocus="cancel"
    >
      <p>{t('discard.text')}</p>
    </ConfirmDialog>
  );
}

function DeleteConfirmation({ list, onConfirm, onCancel }: { list: ListField; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const what = list === 'otherPhones' ? 'phone' : list === 'otherEmails' ? 'email' : 'messenger';
  return (
    <ConfirmDialog
      title={t(`delete.${what}Title`)}
      isOpen
      onCancel={onCancel}
      onConfirm={onConfirm}
      cancelLabel={t('delete.no')}
      confirmLabel={t('delete.yes')}
      autoFocus="confirm"
    >
      <p>{t(`delete.${what}Text`)}</p>
    </ConfirmDialog>
  );
}

/** The add-social-network modal: rows of network type and link, added and deleted; each needs both. */
function SocialsModal({ context, send, canAddRow }: { context: ProfileEditContext; send: Send; canAddRow: boolean }) {
  const { t } = useTranslation('settings');
  const fieldProblem = useFieldProblem();
  const networks = context.options.social_media.map((option) => ({ id: option.id, label: option.name }));
  return (
    <Modal
      title={t('socials.title')}
      size="md"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && send({ type: 'CANCEL_SOCIALS' })}
      footer={() => (
        <>
          <Button variant="secondary" onPress={() => send({ type: 'CANCEL_SOCIALS' })}>
            {t('actions.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="socials-form">
            {t('actions.apply')}
          </Button>
        </>
      )}
    >
      <form
        id="socials-form"
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'APPLY_SOCIALS' });
        }}
      >
        {context.socialRows.length === 0 && <p className="settings-muted">{t('socials.empty')}</p>}
        {context.socialRows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows the machine addresses by position, every field controlled by it.
          <fieldset key={index} className="settings-social-row">
            <legend className="visually-hidden">{t('socials.row', { number: index + 1 })}</legend>
            <Select
              label={t('socials.type')}
              placeholder={t('fields.choose')}
              items={networks}
              value={row.type}
              onChange={(key) => key !== null && send({ type: 'CHANGE_ROW', index, field: 'type', value: Number(key) })}
              isRequired
              {...fieldProblem(context.socialErrors[`${index}.type`])}
            />
            <TextField
              label={t('socials.link')}
              placeholder="https://"
              value={row.name}
              onChange={(value) => send({ type: 'CHANGE_ROW', index, field: 'name', value })}
              type="url"
              isRequired
              {...fieldProblem(context.socialErrors[`${index}.name`])}
            />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              className="settings-social-row__delete"
              aria-label={t('socials.deleteRow', { number: index + 1 })}
              onPress={() => send({ type: 'REMOVE_ROW', index })}
            >
              <Icon name="trash" size={18} />
            </Button>
          </fieldset>
        ))}
        {canAddRow && (
          <div>
            <Button variant="secondary" size="sm" onPress={() => send({ type: 'ADD_ROW' })}>
              <Icon name="plus" size={16} />
              {t('socials.addRow')}
            </Button>
          </div>
        )}
      </form>
    </Modal>
  );
}

/** The avatar with upload progress; the new picture shows as soon as the server answers. */
function AvatarBlock({ hooks }: { hooks: SessionHooks }) {
  const { t } = useTranslation('settings');
  const user = useAppUser();
  const profile = readProfile(user);
  const machine = useMemo(() => liveAvatarUpload(hooks), [hooks]);
  const [state, send] = useMachine(machine);
  const uploading = state.matches('uploading');
  const progress = state.context.progress;
  return (
    <div className="settings-edit__avatar">
      <Avatar url={profile.avatarUrl} initials={initials(profile)} />
      {uploading ? (
        <div className="settings-upload">
          <ProgressBar
            className="settings-progress"
            aria-label={t('avatar.uploading', { name: state.context.fileName ?? '' })}
            value={progress === null ? undefined : Math.round(progress * 100)}
            isIndeterminate={progress === null}
          >
            {({ percentage, valueText }) => (
              <>
                <span className="settings-progress__label">{valueText ?? t('avatar.uploadingShort')}</span>
                <span className="settings-progress__track">
                  <span className="settings-progress__fill" style={{ width: `${progress === null ? 100 : (percentage ?? 0)}%` }} />
                </span>
              </>
            )}
          </ProgressBar>
          <Button variant="ghost" size="sm" onPress={() => send({ type: 'CANCEL' })}>
            {t('actions.cancel')}
          </Button>
        </div>
      ) : (
        <FileTrigger
          acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp']}
          onSelect={(files) => files?.[0] && send({ type: 'SELECT', file: files[0] })}
        >
          <Button variant="secondary" size="sm">
            <Icon name="camera" size={16} />
            {profile.avatarUrl ? t('avatar.change') : t('avatar.upload')}
          </Button>
        </FileTrigger>
      )}
      <p className="settings-muted settings-edit__avatar-hint">{t('avatar.hint')}</p>
    </div>
  );
}
