import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListItem, ProfileLists } from '../../../shared/api/places';
import type { OptionItem } from '../../../shared/api/catalogue';
import { Button, FileTriggerButton, Icon, Modal, Select, Switch, TextField } from './ui';
import { DictionaryPicker } from '../lists/DictionaryPicker';
import type { PolicyProblem, PolicyRow } from './policy';
import type { DepartmentChoice, Problems, ProfileValues } from './profile-form';
import { useProblemText } from './problem-text';

export interface StepProps<S extends keyof ProfileValues> {
  values: ProfileValues[S];
  problems: Problems;
  lists: ProfileLists;
  change: (field: keyof ProfileValues[S] & string, value: unknown) => void;
  onListItem: (list: keyof ProfileLists, item: ListItem) => void;
}

export function GeneralStep({
  values,
  problems,
  change,
  options,
}: Omit<StepProps<'general'>, 'lists' | 'onListItem'> & { options: { employees: OptionItem[]; activities: OptionItem[] } }) {
  const { t } = useTranslation('company-profile');
  const text = useProblemText();
  const option = (field: 'employees' | 'activity', items: OptionItem[], label: string) => (
    <Select
      label={label}
      items={items.map((item) => ({ id: String(item.id), label: item.name }))}
      value={values[field] === null ? null : String(values[field])}
      onChange={(key) => change(field, key === null ? null : Number(key))}
    />
  );
  return (
    <div className="profile-step__grid">
      <TextField
        label={t('general.name')}
        isRequired
        value={values.name}
        onChange={(v) => change('name', v)}
        maxLength={255}
        isInvalid={Boolean(problems.name)}
        errorMessage={text(problems.name)}
      />
      <TextField label={t('general.brand')} value={values.companyBrand} onChange={(v) => change('companyBrand', v)} maxLength={255} />
      {option('activity', options.activities, t('general.activity'))}
      {option('employees', options.employees, t('general.employees'))}
      <TextField
        label={t('general.services')}
        multiline
        value={values.services}
        onChange={(v) => change('services', v)}
        maxLength={2000}
        className="profile-step__wide"
      />
      <TextField label={t('general.website')} value={values.website} onChange={(v) => change('website', v)} maxLength={255} />
    </div>
  );
}

function AddDepartmentModal({
  lists,
  taken,
  onAdd,
  onListItem,
}: {
  lists: ProfileLists;
  taken: readonly DepartmentChoice[];
  onAdd: (choice: DepartmentChoice) => void;
  onListItem: StepProps<'structure'>['onListItem'];
}) {
  const { t } = useTranslation('company-profile');
  const [open, setOpen] = useState(false);
  const [itemId, setItemId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const takenNames = new Set(taken.map((choice) => choice.name.trim().toLowerCase()));
  const offered = lists.tl_lists.filter((item) => !takenNames.has(item.name.trim().toLowerCase()));
  function add(close: () => void) {
    const item = lists.tl_lists.find((i) => i.id === itemId);
    const chosen = name.trim() !== '' ? name.trim() : item?.name;
    if (!chosen) return close();
    // Spec §5: a duplicate name (any letter case, trimmed) is refused with a warning.
    if (takenNames.has(chosen.toLowerCase())) return setError(t('messages.duplicate'));
    onAdd(name.trim() !== '' ? { name: chosen, entry: { name: chosen } } : { name: chosen, entry: { idItem: item!.id } });
    setItemId(null);
    setName('');
    close();
  }
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Icon name="plus" size={16} />
        {t('structure.addDepartment')}
      </Button>
      <Modal
        title={t('structure.addDepartment')}
        size="sm"
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => (
          <>
            <Button variant="ghost" onPress={close}>
              {t('actions.cancel')}
            </Button>
            <Button variant="primary" onPress={() => add(close)}>
              {t('actions.add')}
            </Button>
          </>
        )}
      >
        <div className="profile-modal__fields">
          <DictionaryPicker
            label={t('structure.departmentFromList')}
            items={offered}
            value={itemId}
            onChange={(id) => {
              setError(null);
              setItemId(id);
            }}
            list="tl_lists"
            onAdded={(item) => onListItem('tl_lists', item)}
          />
          <TextField
            label={t('structure.departmentNew')}
            value={name}
            onChange={(v) => {
              setError(null);
              setName(v);
            }}
            maxLength={200}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        </div>
      </Modal>
    </>
  );
}

/**
 * `mayManageDepartments`: the department list is the `departments` right's part of the step;
 * `mayEditProfile`: the director, the staff count and the structure are `company-profile`'s. A part
 * the member may not change is read-only.
 */
export function StructureStep({
  values,
  problems,
  lists,
  change,
  onListItem,
  mayManageDepartments = true,
  mayEditProfile = true,
}: StepProps<'structure'> & { mayManageDepartments?: boolean; mayEditProfile?: boolean }) {
  const { t } = useTranslation('company-profile');
  const text = useProblemText();
  const readOnly = !mayEditProfile;
  return (
    <div className="profile-step__grid">
      <TextField
        label={t('structure.surname')}
        isRequired={mayEditProfile}
        isReadOnly={readOnly}
        value={values.manager_surname}
        onChange={(v) => change('manager_surname', v)}
        maxLength={100}
        isInvalid={Boolean(problems.manager_surname)}
        errorMessage={text(problems.manager_surname)}
      />
      <TextField
        label={t('structure.firstName')}
        isRequired={mayEditProfile}
        isReadOnly={readOnly}
        value={values.manager_first_name}
        onChange={(v) => change('manager_first_name', v)}
        maxLength={100}
        isInvalid={Boolean(problems.manager_first_name)}
        errorMessage={text(problems.manager_first_name)}
      />
      <TextField
        label={t('structure.middleName')}
        isReadOnly={readOnly}
        value={values.manager_middle_name}
        onChange={(v) => change('manager_middle_name', v)}
        maxLength={100}
      />
      <DictionaryPicker
        label={t('structure.workers')}
        isRequired={mayEditProfile}
        isDisabled={readOnly}
        items={lists.s_workers}
        value={values.s_workers}
        onChange={(v) => change('s_workers', v)}
        errorMessage={text(problems.s_workers)}
      />
      <section className="profile-step__wide profile-list" aria-labelledby="departments-title">
        <h3 id="departments-title">
          {t('structure.departments')}{' '}
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        </h3>
        {values.departments.length === 0 ? (
          <p className="profile-list__empty">{t('structure.noDepartments')}</p>
        ) : (
          <ul className="profile-list__items">
            {values.departments.map((department) => (
              <li key={department.name} className="profile-list__item">
                <span>{department.name}</span>
                {mayManageDepartments && (
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={`${t('actions.remove')}: ${department.name}`}
                    onPress={() =>
                      change(
                        'departments',
                        values.departments.filter((d) => d !== department),
                      )
                    }
                  >
                    <Icon name="trash" size={16} />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {problems.departments && (
          <p className="ui-field__error" role="alert">
            {text(problems.departments)}
          </p>
        )}
        {mayManageDepartments && (
          <AddDepartmentModal
            lists={lists}
            taken={values.departments}
            onAdd={(choice) => change('departments', [...values.departments, choice])}
            onListItem={onListItem}
          />
        )}
      </section>
      <DictionaryPicker
        label={t('structure.orgStructure')}
        isRequired={mayEditProfile}
        isDisabled={readOnly}
        items={lists.s_organizational_structure}
        value={values.s_organizational_structure}
        onChange={(v) => change('s_organizational_structure', v)}
        errorMessage={text(problems.s_organizational_structure)}
        list="s_organizational_structure"
        onAdded={(item) => onListItem('s_organizational_structure', item)}
      />
    </div>
  );
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function ManagementStep({
  values,
  problems,
  lists,
  change,
  onListItem,
  policy,
  policyError,
  onUpload,
  onRemove,
  mayManageDocuments = true,
}: StepProps<'management'> & {
  policy: PolicyRow[];
  policyError: PolicyProblem | null;
  onUpload: (file: File) => void;
  onRemove: (name: string) => void;
  mayManageDocuments?: boolean;
}) {
  const { t } = useTranslation('company-profile');
  const text = useProblemText();
  const policyText =
    policyError === null
      ? null
      : 'text' in policyError
        ? policyError.text
        : policyError.key === 'type'
          ? t('messages.fileType', { format: policyError.format })
          : policyError.key === 'size'
            ? t('messages.fileSize')
            : policyError.key === 'aborted'
              ? t('messages.uploadAborted')
              : policyError.key === 'failed'
                ? t('messages.uploadFailed', { details: policyError.details })
                : t('messages.fileDuplicate', { name: policyError.name });
  return (
    <div className="profile-step__grid">
      <DictionaryPicker
        multiple
        label={t('management.stages')}
        isRequired
        items={lists.s_selection_stages}
        value={values.s_selection_stages}
        onChange={(v) => change('s_selection_stages', v)}
        errorMessage={text(problems.s_selection_stages)}
        list="s_selection_stages"
        onAdded={(item) => onListItem('s_selection_stages', item)}
      />
      <div className="profile-step__stack">
        <Switch isSelected={values.training} onChange={(v) => change('training', v)}>
          {t('management.trainingSwitch')}
        </Switch>
        <DictionaryPicker
          multiple
          label={t('management.trainingList')}
          isRequired={values.training}
          isDisabled={!values.training}
          items={lists.s_training}
          value={values.s_training}
          onChange={(v) => change('s_training', v)}
          errorMessage={text(problems.s_training)}
          list="s_training"
          onAdded={(item) => onListItem('s_training', item)}
        />
      </div>
      <section className="profile-step__wide profile-list" aria-labelledby="policy-title">
        <h3 id="policy-title">{t('management.policy')}</h3>
        <p className="profile-list__empty">{t('management.policyHint')}</p>
        {policy.length > 0 && (
          <ul className="profile-list__items">
            {policy.map((row) => (
              <li key={row.name} className="profile-list__item">
                {row.url ? (
                  <a href={row.url} download={row.name}>
                    {row.name}
                  </a>
                ) : (
                  <span>{row.name}</span>
                )}
                <span className="profile-list__meta">
                  {row.format.toUpperCase()} · {sizeText(row.size)} ·{' '}
                  {row.status === 'loading' ? t('management.loading', { progress: row.progress }) : t('management.done')}
                </span>
                <progress max={100} value={row.progress} aria-label={row.name} />
                {mayManageDocuments && (
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={`${t('actions.remove')}: ${row.name}`}
                    isDisabled={row.status === 'loading'}
                    onPress={() => onRemove(row.name)}
                  >
                    <Icon name="trash" size={16} />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {policyText && (
          <p className="ui-field__error" role="alert">
            {policyText}
          </p>
        )}
        {/* The HR policy files are the `hr-documents` right's (spec 001 §6). */}
        {mayManageDocuments && <FileTriggerButton accept=".doc,.docx,.pdf" onFile={onUpload} label={t('actions.upload')} />}
      </section>
    </div>
  );
}

export function MissionStep({ values, lists, change, onListItem }: StepProps<'mission'>) {
  const { t } = useTranslation('company-profile');
  return (
    <div className="profile-step__grid">
      <TextField
        label={t('mission.mission')}
        multiline
        value={values.mission}
        onChange={(v) => change('mission', v)}
        maxLength={5000}
        className="profile-step__wide"
      />
      <DictionaryPicker
        multiple
        label={t('mission.values')}
        items={lists.s_values}
        value={values.s_values}
        onChange={(v) => change('s_values', v)}
        list="s_values"
        onAdded={(item) => onListItem('s_values', item)}
      />
      <DictionaryPicker
        multiple
        label={t('mission.competence')}
        items={lists.s_competence}
        value={values.s_competence}
        onChange={(v) => change('s_competence', v)}
        list="s_competence"
        onAdded={(item) => onListItem('s_competence', item)}
      />
    </div>
  );
}
