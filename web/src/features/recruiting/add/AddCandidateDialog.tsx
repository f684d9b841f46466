import { useActorRef, useSelector } from '@xstate/react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { Button, Checkbox, FormDialog, Icon, Select, TextField } from '../../../shared/ui';
import { CANDIDATE_SOURCES, fullName, type CandidateForm } from '../model';
import { CV_EXTENSIONS } from './add-candidate.machine';
import { candidatePath } from '../paths';
import { liveAddCandidateMachine } from './live';

const ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`);

/**
 * The "add candidate" dialog. Opened from home's quick action and the candidates list; `onAdded`
 * lets the list read itself again.
 */
export function AddCandidateDialog({ companyId, onClose, onAdded }: { companyId: string; onClose: () => void; onAdded?: () => void }) {
  const { t } = useTranslation('recruiting');
  const problem = useFieldProblem();
  const actor = useActorRef(liveAddCandidateMachine, { input: { companyId } });
  const view = useSelector(actor, (s) => ({
    form: s.context.form,
    file: s.context.file,
    cvProblem: s.context.cvProblem,
    vacancies: s.context.vacancies,
    problems: s.context.problems,
    progress: s.context.progress,
    message: s.context.message,
    result: s.context.result,
    cvError: s.context.cvError,
    saving: s.matches('saving'),
    done: s.matches('done'),
  }));
  const change = (field: Exclude<keyof CandidateForm, 'consent' | 'source'>) => (value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  const close = () => {
    if (view.done) onAdded?.();
    onClose();
  };
  const percent = view.progress && view.progress.total > 0 ? Math.round((view.progress.loaded / view.progress.total) * 100) : null;

  return (
    <FormDialog
      title={t('add.title')}
      size="lg"
      onCancel={close}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={view.saving ? t('add.saving') : t('add.save')}
      isBusy={view.saving}
      error={view.message}
      asForm
      className="recruiting-form recruiting-form--two"
      footer={
        view.done ? (
          <>
            <Button
              variant="secondary"
              onPress={() => {
                onAdded?.();
                actor.send({ type: 'AGAIN' });
              }}
            >
              {t('add.another')}
            </Button>
            <Button variant="primary" onPress={close}>
              {t('close')}
            </Button>
          </>
        ) : undefined
      }
      notice={
        view.done && view.result ? (
          <div className="ui-notice" role="status">
            <Icon name="success" />
            <div>
              <p>
                {view.result.duplicate
                  ? t('add.duplicate', { name: fullName(view.result.candidate) })
                  : t('add.added', { name: fullName(view.result.candidate) })}
              </p>
              {view.result.duplicate && <p>{t('add.duplicateMerge')}</p>}
              {view.cvError && <p className="recruiting-error">{t('add.cvFailed', { message: view.cvError })}</p>}
              <Link className="recruiting-link" to={candidatePath(view.result.candidate.id)} onClick={onClose}>
                {t('add.open')}
              </Link>
            </div>
          </div>
        ) : undefined
      }
    >
      <TextField
        label={t('add.name')}
        isRequired
        value={view.form.name}
        onChange={change('name')}
        {...problem(view.problems.name)}
        autoFocus
      />
      <TextField label={t('add.lname')} isRequired value={view.form.lname} onChange={change('lname')} {...problem(view.problems.lname)} />
      <TextField
        label={t('add.email')}
        type="email"
        value={view.form.email}
        onChange={change('email')}
        {...problem(view.problems.email ?? view.problems.contact)}
        description={t('add.contactHint')}
      />
      <PhoneField
        label={t('add.phone')}
        value={view.form.phone}
        onChange={change('phone')}
        {...problem(view.problems.phone ?? view.problems.contact)}
      />
      <Select
        label={t('add.source')}
        items={CANDIDATE_SOURCES.map((source) => ({ id: source, label: t(`source.${source}`) }))}
        value={view.form.source}
        onChange={(key) => key !== null && actor.send({ type: 'SOURCE', value: key as CandidateForm['source'] })}
      />
      <TextField
        label={t('add.tags')}
        value={view.form.tags}
        onChange={change('tags')}
        description={t('add.tagsHint')}
        {...problem(view.problems.tags)}
      />
      <Select
        label={t('add.vacancy')}
        items={[{ id: '', label: t('add.noVacancy') }, ...view.vacancies.map((vacancy) => ({ id: vacancy.id, label: vacancy.name }))]}
        value={view.form.vacancyId}
        onChange={(key) => actor.send({ type: 'CHANGE', field: 'vacancyId', value: key === null ? '' : String(key) })}
      />
      <div className="recruiting-form__cv">
        <span className="ui-field__label">{t('add.cv')}</span>
        <div className="recruiting-form__row">
          <FileTrigger acceptedFileTypes={ACCEPT} onSelect={(list) => actor.send({ type: 'FILE', file: list?.[0] ?? null })}>
            <Button variant="secondary" size="sm" isDisabled={view.saving}>
              <Icon name="folder" size={18} />
              {view.file ? t('add.cvOther') : t('add.cvChoose')}
            </Button>
          </FileTrigger>
          {view.file && (
            <>
              <span>{view.file.name}</span>
              <Button variant="ghost" size="sm" isDisabled={view.saving} onPress={() => actor.send({ type: 'FILE', file: null })}>
                {t('add.cvRemove')}
              </Button>
            </>
          )}
        </div>
        <p className="recruiting-muted">{t('add.cvRules')}</p>
        {view.cvProblem && (
          <p role="alert" className="recruiting-error">
            {t(view.cvProblem === 'format' ? 'add.cvFormat' : 'add.cvSize')}
          </p>
        )}
        {percent !== null && (
          <div
            role="progressbar"
            aria-label={t('add.uploading')}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="recruiting-progress"
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      <Checkbox
        isSelected={view.form.consent}
        onChange={(value) => actor.send({ type: 'CONSENT', value })}
        className="recruiting-form__wide"
      >
        {t('add.consent')}
      </Checkbox>
    </FormDialog>
  );
}
