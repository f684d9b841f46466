import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { Button, FormDialog, Select, TextField } from '../../../shared/ui';
import { CANDIDATE_SOURCES, type CandidateDetail, type CandidateSource } from '../model';
import { CONTACTS_MAX } from './edit.machine';
import { liveEditCandidateMachine } from './live';

/** "Изменить" on the candidate's page: name, surname, every e-mail and phone, source, tags. */
export function EditCandidateDialog({
  companyId,
  candidate,
  onClose,
}: {
  companyId: string;
  candidate: CandidateDetail;
  /** `saved`: the candidate changed, so the page reads it again. */
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('recruiting');
  const problem = useFieldProblem();
  const actor = useActorRef(liveEditCandidateMachine, { input: { companyId, candidate } });
  const view = useSelector(actor, (s) => ({
    form: s.context.form,
    problems: s.context.problems,
    message: s.context.message,
    saving: s.matches('saving'),
    saved: s.matches('saved'),
  }));
  // Once saved the dialog closes itself; the page reads the candidate again.
  useEffect(() => {
    if (view.saved) onClose(true);
  }, [view.saved, onClose]);

  return (
    <FormDialog
      title={t('edit.title')}
      size="lg"
      onCancel={() => onClose(false)}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={t('edit.save')}
      isBusy={view.saving}
      busySpinner
      error={view.message}
      asForm
      className="recruiting-form recruiting-form--two"
    >
      <TextField
        label={t('add.name')}
        isRequired
        value={view.form.name}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'name', value })}
        {...problem(view.problems.name)}
        autoFocus
      />
      <TextField
        label={t('add.lname')}
        isRequired
        value={view.form.lname}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'lname', value })}
        {...problem(view.problems.lname)}
      />
      <fieldset className="recruiting-form__list">
        <legend className="ui-field__label">{t('edit.emails')}</legend>
        {view.form.emails.map((email, index) => (
          // The fields are a list the member edits in place: its order is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="recruiting-form__row">
            <TextField
              label={t('edit.emailN', { n: index + 1 })}
              type="email"
              value={email}
              onChange={(value) => actor.send({ type: 'CONTACT', list: 'emails', index, value })}
              {...problem(view.problems[`email.${index}`] ?? (index === 0 ? view.problems.contact : undefined))}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('edit.removeEmail', { n: index + 1 })}
              onPress={() => actor.send({ type: 'REMOVE_CONTACT', list: 'emails', index })}
            >
              {t('add.cvRemove')}
            </Button>
          </div>
        ))}
        {view.form.emails.length < CONTACTS_MAX && (
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'ADD_CONTACT', list: 'emails' })}>
            {t('edit.addEmail')}
          </Button>
        )}
      </fieldset>
      <fieldset className="recruiting-form__list">
        <legend className="ui-field__label">{t('edit.phones')}</legend>
        {view.form.phones.map((phone, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place, as the e-mails above
          <div key={index} className="recruiting-form__row">
            <PhoneField
              label={t('edit.phoneN', { n: index + 1 })}
              value={phone}
              onChange={(value) => actor.send({ type: 'CONTACT', list: 'phones', index, value })}
              {...problem(view.problems[`phone.${index}`] ?? (index === 0 ? view.problems.contact : undefined))}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('edit.removePhone', { n: index + 1 })}
              onPress={() => actor.send({ type: 'REMOVE_CONTACT', list: 'phones', index })}
            >
              {t('add.cvRemove')}
            </Button>
          </div>
        ))}
        {view.form.phones.length < CONTACTS_MAX && (
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'ADD_CONTACT', list: 'phones' })}>
            {t('edit.addPhone')}
          </Button>
        )}
      </fieldset>
      <Select
        label={t('add.source')}
        items={CANDIDATE_SOURCES.map((source) => ({ id: source, label: t(`source.${source}`) }))}
        value={view.form.source}
        onChange={(key) => key !== null && actor.send({ type: 'SOURCE', value: key as CandidateSource })}
      />
      <TextField
        label={t('add.tags')}
        value={view.form.tags}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'tags', value })}
        description={t('add.tagsHint')}
        {...problem(view.problems.tags)}
      />
      <p className="recruiting-muted recruiting-form__wide">{t('add.contactHint')}</p>
    </FormDialog>
  );
}
