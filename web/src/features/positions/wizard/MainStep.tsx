import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CataloguePosition, Category, PositionLists } from '../../../shared/api/competency';
import type { AddressView, CompanyOffice, DepartmentView } from '../../../shared/api/profiling';
import type { VacancyAddress } from '../../../shared/api/positions';
import { Button, Checkbox, Select, TextField } from '../../../shared/ui';
import { PickField } from '../picker/PickerModal';
import type { pickerMachine } from '../picker/picker.machine';
import { ListSelect, ProblemLine, useProblem, YesNo, type StepProps } from './fields';
import { addressKey, type PickedNames } from './vacancy-form';

/** Every five minutes of a day: the work time choices (HH:mm in 5-minute steps). */
const TIMES = Array.from({ length: 24 * 12 }, (_, i) => {
  const text = `${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`;
  return { id: text, label: text };
});

export interface AddressOption {
  address: VacancyAddress;
  label: string;
}

/** The addresses a vacancy may name: the department's own, or else the company's offices. */
export function addressOptions(department: DepartmentView | undefined, offices: CompanyOffice[]): AddressOption[] {
  const from = (list: AddressView[]) =>
    list.flatMap((a) =>
      a.city_id !== null && a.street_id !== null
        ? [
            {
              address: { city_id: a.city_id, street_id: a.street_id, street_number: a.street_number },
              label: [a.city_name, a.street_name, a.street_number].filter(Boolean).join(', '),
            },
          ]
        : [],
    );
  const own = from(department?.address ?? []);
  return own.length > 0 ? own : from(offices);
}

export interface MainStepProps extends StepProps {
  departments: DepartmentView[];
  offices: CompanyOffice[];
  lists: PositionLists;
  positions: CataloguePosition[];
  catalogue: 'idle' | 'loading' | 'failed';
  categories: Category[];
  categoryId: number | null;
  onCategory: (id: number | null) => void;
  creating: boolean;
  names: PickedNames;
  picker: typeof pickerMachine;
  onDepartment: (id: string | null) => void;
  onPosition: (id: number) => void;
  onNewPosition: (name: string) => void;
  onPicked: (items: { id: number; name: string }[]) => void;
}

export function MainStep(props: MainStepProps) {
  const { form, problems, change, departments, offices, lists, positions, catalogue, categories, categoryId, creating, names, picker } =
    props;
  const hasCategory = categoryId !== null;
  const { t } = useTranslation('positions');
  const problem = useProblem(problems);
  const [typed, setTyped] = useState('');
  // Spec §4: everything but the name waits for a chosen position.
  const locked = form.id_position === null;
  const department = departments.find((d) => d.id === form.department_id);
  const options = addressOptions(department, offices);
  const chosenKeys = new Set(form.address_vacancy.map(addressKey));
  const positionItems = positions.map((p) => ({ id: String(p.id), label: p.name }));
  // A chosen position from a saved vacancy may not be in the loaded list yet: it still shows.
  if (form.id_position !== null && !positions.some((p) => p.id === form.id_position))
    positionItems.push({ id: String(form.id_position), label: form.name });

  return (
    <div className="pos-grid">
      <Select
        label={t('fields.department')}
        isRequired
        placeholder={t('options.choose')}
        items={departments.map((d) => ({ id: d.id, label: d.name }))}
        value={form.department_id}
        onChange={(key) => props.onDepartment(key === null ? null : String(key))}
        {...problem('department_id')}
      />
      <Select
        label={t('fields.category')}
        placeholder={t('options.choose')}
        items={categories.map((c) => ({ id: String(c.id), label: c.name }))}
        value={categoryId === null ? null : String(categoryId)}
        onChange={(key) => props.onCategory(key === null ? null : Number(key))}
        isDisabled={form.department_id === null}
      />
      <div className="pos-wide pos-position">
        <Select
          label={t('fields.name')}
          isRequired
          placeholder={t('options.choose')}
          items={positionItems}
          value={form.id_position === null ? null : String(form.id_position)}
          onChange={(key) => key !== null && props.onPosition(Number(key))}
          isDisabled={!hasCategory || catalogue === 'loading'}
          {...problem('name')}
        />
        {form.department_id !== null && !hasCategory && <p className="pos-muted">{t('options.chooseCategory')}</p>}
        {hasCategory && catalogue === 'idle' && positions.length === 0 && <p className="pos-muted">{t('options.noPositions')}</p>}
        {catalogue === 'failed' && <p role="alert">{t('options.positionsFailed')}</p>}
        {hasCategory && (
          <div className="pos-inline">
            <TextField label={t('fields.newName')} value={typed} maxLength={200} onChange={setTyped} />
            <Button
              variant="secondary"
              isPending={creating}
              isDisabled={typed.trim() === ''}
              onPress={() => {
                props.onNewPosition(typed);
                setTyped('');
              }}
            >
              {t('actions.createPosition')}
            </Button>
          </div>
        )}
        {locked && <p className="pos-muted">{t('options.chooseFirst')}</p>}
      </div>
      <ListSelect
        label={t('fields.level')}
        isRequired
        items={lists.s_job_levels}
        value={form.level}
        onChange={(v) => change('level', v)}
        problem={problem('level')}
        isDisabled={locked}
      />
      <div className="pos-wide">
        <PickField
          field="functionality"
          family="func"
          label={t('fields.functionality')}
          isRequired
          machine={picker}
          positions={positions}
          positionId={form.id_position}
          selected={form.functionality.map((id) => ({ id, name: names.functionality[id] ?? String(id) }))}
          onApply={props.onPicked}
          errorMessage={problem('functionality').errorMessage}
        />
      </div>
      <YesNo
        label={t('fields.subordinates')}
        value={form.subordinates_type}
        onChange={(v) => change('subordinates_type', v)}
        isDisabled={locked}
      />
      <TextField
        label={t('fields.subordinatesNumber')}
        inputMode="numeric"
        isRequired={form.subordinates_type === 1}
        isDisabled={locked || form.subordinates_type === 0}
        value={form.subordinates_number}
        onChange={(v) => change('subordinates_number', v)}
        {...problem('subordinates_number')}
      />
      <fieldset className="pos-fieldset pos-wide" disabled={locked}>
        <legend className="ui-field__label">
          {t('fields.address')}
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        </legend>
        {options.length === 0 && <p className="pos-muted">{t('options.noAddresses')}</p>}
        {options.map((option) => {
          const key = addressKey(option.address);
          return (
            <Checkbox
              key={key}
              isDisabled={locked}
              isSelected={chosenKeys.has(key)}
              onChange={(on) =>
                change(
                  'address_vacancy',
                  on ? [...form.address_vacancy, option.address] : form.address_vacancy.filter((a) => addressKey(a) !== key),
                )
              }
            >
              {option.label}
            </Checkbox>
          );
        })}
        <ProblemLine problem={problem('address_vacancy')} />
      </fieldset>
      <ListSelect
        label={t('fields.employmentType')}
        isRequired
        items={lists.s_employment_type}
        value={form.employment_type}
        onChange={(v) => change('employment_type', v)}
        problem={problem('employment_type')}
        isDisabled={locked}
      />
      <div className="pos-pair">
        <Select
          label={t('fields.workFrom')}
          isRequired
          placeholder="--:--"
          items={TIMES}
          value={form.work_from || null}
          onChange={(key) => change('work_from', key === null ? '' : String(key))}
          isDisabled={locked}
          {...problem('work_from')}
        />
        <Select
          label={t('fields.workTo')}
          isRequired
          placeholder="--:--"
          items={TIMES}
          value={form.work_to || null}
          onChange={(key) => change('work_to', key === null ? '' : String(key))}
          isDisabled={locked}
          {...problem('work_to')}
        />
      </div>
      <div className="pos-pair">
        <TextField
          label={t('fields.salaryFrom')}
          isRequired
          inputMode="numeric"
          value={form.salary_from}
          onChange={(v) => change('salary_from', v)}
          isDisabled={locked}
          {...problem('salary_from')}
        />
        <TextField
          label={t('fields.salaryTo')}
          isRequired
          inputMode="numeric"
          value={form.salary_to}
          onChange={(v) => change('salary_to', v)}
          isDisabled={locked}
          {...problem('salary_to')}
        />
      </div>
    </div>
  );
}
