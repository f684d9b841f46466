// The wizard's small field parts on top of the design system: a dictionary select (one item or
// several as removable tags), free texts as tags, a No/Yes choice, and the problem text of a field.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryItem } from '../../../shared/api/competency';
import { Button, Icon, RadioGroup, Select, TextField } from '../../../shared/ui';
import type { Problem, Problems, WizardForm } from './vacancy-form';

export interface StepProps {
  form: WizardForm;
  problems: Problems;
  change: (field: keyof WizardForm, value: unknown) => void;
  disabled?: boolean;
}

/** A client rule is translated here; a server message came in the user's language already. */
export function useProblem(
  problems: Problems,
): (field: string) => { isInvalid: boolean; errorMessage: string | undefined; validationBehavior: 'aria' } {
  const { t } = useTranslation('positions');
  const text = (problem: Problem | undefined) =>
    problem === undefined ? undefined : 'text' in problem ? problem.text : t(`problems.${problem.key}`);
  return (field) => ({ isInvalid: Boolean(problems[field]), errorMessage: text(problems[field]), validationBehavior: 'aria' });
}

export function ProblemLine({ problem }: { problem: { isInvalid: boolean; errorMessage: string | undefined } }) {
  return problem.isInvalid ? (
    <p className="ui-field__error pos-problem" role="alert">
      {problem.errorMessage}
    </p>
  ) : null;
}

interface ListSelectProps {
  label: string;
  items: readonly DictionaryItem[] | undefined;
  value: number | null;
  onChange: (value: number | null) => void;
  problem: ReturnType<ReturnType<typeof useProblem>>;
  isDisabled?: boolean;
  isRequired?: boolean;
}

export function ListSelect({ label, items, value, onChange, problem, isDisabled, isRequired }: ListSelectProps) {
  const { t } = useTranslation('positions');
  return (
    <Select
      label={label}
      placeholder={t('options.choose')}
      items={(items ?? []).map((item) => ({ id: String(item.id), label: item.name }))}
      value={value === null ? null : String(value)}
      onChange={(key) => onChange(key === null ? null : Number(key))}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={problem.isInvalid}
      errorMessage={problem.errorMessage}
    />
  );
}

interface ListTagsProps extends Omit<ListSelectProps, 'value' | 'onChange'> {
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/** Several dictionary items: the select offers what is not chosen yet, the chosen ones are tags. */
export function ListTags({ label, items, value, onChange, problem, isDisabled, isRequired }: ListTagsProps) {
  const { t } = useTranslation('positions');
  const all = items ?? [];
  const chosen = value.map((id) => all.find((item) => item.id === id) ?? { id, name: String(id) });
  return (
    <div className="pos-tags-field">
      <Select
        label={label}
        placeholder={t('options.choose')}
        items={all.filter((item) => !value.includes(item.id)).map((item) => ({ id: String(item.id), label: item.name }))}
        value={null}
        onChange={(key) => key !== null && onChange([...value, Number(key)])}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={problem.isInvalid}
        errorMessage={problem.errorMessage}
      />
      <Tags items={chosen} label={label} isDisabled={isDisabled} onRemove={(id) => onChange(value.filter((v) => v !== id))} />
    </div>
  );
}

export function Tags({
  items,
  label,
  onRemove,
  isDisabled,
}: {
  items: { id: number | string; name: string }[];
  label: string;
  onRemove: (id: number | string) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('positions');
  if (items.length === 0) return null;
  return (
    <ul className="pos-tags" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="pos-tag">
          <span>{item.name}</span>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('actions.remove', { name: item.name })}
            isDisabled={isDisabled}
            onPress={() => onRemove(item.id)}
          >
            <Icon name="close" size={14} />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Free texts (who the position works with, companies, job titles): typed one by one, shown as tags. */
export function TextTags({
  label,
  inputLabel,
  value,
  onChange,
  problem,
  isRequired,
}: {
  label: string;
  inputLabel: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  problem: ReturnType<ReturnType<typeof useProblem>>;
  isRequired?: boolean;
}) {
  const { t } = useTranslation('positions');
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (text !== '' && !value.includes(text)) onChange([...value, text]);
    setDraft('');
  };
  return (
    <fieldset className="pos-fieldset">
      <legend className="ui-field__label">
        {label}
        {isRequired && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="pos-inline">
        <TextField
          label={inputLabel}
          value={draft}
          maxLength={200}
          onChange={setDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <Button variant="secondary" onPress={add} isDisabled={draft.trim() === ''}>
          {t('actions.add')}
        </Button>
      </div>
      <Tags
        items={value.map((text) => ({ id: text, name: text }))}
        label={label}
        onRemove={(id) => onChange(value.filter((text) => text !== id))}
      />
      <ProblemLine problem={problem} />
    </fieldset>
  );
}

export function YesNo({
  label,
  value,
  onChange,
  isDisabled,
}: {
  label: string;
  value: 0 | 1;
  onChange: (value: 0 | 1) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('positions');
  return (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={String(value)}
      onChange={(key) => onChange(key === '1' ? 1 : 0)}
      isDisabled={isDisabled}
      options={[
        { id: '0', label: t('options.no') },
        { id: '1', label: t('options.yes') },
      ]}
    />
  );
}
