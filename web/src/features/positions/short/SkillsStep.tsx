// The Education and skills step (spec 001 §3 "Position profile (short wizard)"): the education
// (required) and rows of languages and programs, each row a name and a level (both required); a
// name chosen in one row is disabled in the others. Rows carry the client's id (the machine).
import { useTranslation } from 'react-i18next';
import type { DictionaryItem } from '../../../shared/api/positions';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { Button, Icon, Select } from '../../../shared/ui';
import type { SkillKind } from './short-form';
import type { StepProps } from './step-props';

const KINDS = {
  languages: {
    names: 's_languages',
    levels: 's_language_levels',
    heading: 'skills.languages',
    name: 'skills.language',
    level: 'skills.languageLevel',
    add: 'skills.addLanguage',
    empty: 'skills.languagesEmpty',
  },
  programs: {
    names: 's_programs',
    levels: 's_program_level',
    heading: 'skills.programs',
    name: 'skills.program',
    level: 'skills.programLevel',
    add: 'skills.addProgram',
    empty: 'skills.programsEmpty',
  },
} as const;

const options = (items: readonly DictionaryItem[], taken: readonly (number | null)[] = []) =>
  items.map((item) => ({ id: item.id, label: item.name, isDisabled: taken.includes(item.id) }));

function SkillRows({ kind, context, send, busy }: StepProps & { kind: SkillKind }) {
  const { t } = useTranslation('positions-short');
  const fieldProblem = useFieldProblem();
  const spec = KINDS[kind];
  const rows = context.skills[kind];
  return (
    <fieldset className="short-skills">
      <legend>{t(spec.heading)}</legend>
      {rows.length === 0 && <p className="short-step__empty">{t(spec.empty)}</p>}
      {rows.map((row, index) => (
        <div key={row.id} className="short-skills__row" role="group" aria-label={`${t(spec.heading)}: ${index + 1}`}>
          <Select
            label={t(spec.name)}
            placeholder={t('choose')}
            isRequired
            isDisabled={busy}
            items={options(
              context.lists[spec.names],
              rows.filter((other) => other.id !== row.id).map((other) => other.name),
            )}
            value={row.name}
            onChange={(key) => send({ type: 'SET_ROW', kind, rowId: row.id, field: 'name', value: key === null ? null : Number(key) })}
            {...fieldProblem(context.problems[`${kind}.${row.id}.name`])}
          />
          <Select
            label={t(spec.level)}
            placeholder={t('choose')}
            isRequired
            isDisabled={busy}
            items={options(context.lists[spec.levels])}
            value={row.level}
            onChange={(key) => send({ type: 'SET_ROW', kind, rowId: row.id, field: 'level', value: key === null ? null : Number(key) })}
            {...fieldProblem(context.problems[`${kind}.${row.id}.level`])}
          />
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('skills.removeRow', { index: index + 1 })}
            isDisabled={busy}
            onPress={() => send({ type: 'REMOVE_ROW', kind, rowId: row.id })}
            className="short-skills__remove"
          >
            <Icon name="trash" />
          </Button>
        </div>
      ))}
      <Button size="sm" isDisabled={busy} onPress={() => send({ type: 'ADD_ROW', kind })}>
        <Icon name="plus" />
        {t(spec.add)}
      </Button>
    </fieldset>
  );
}

export function SkillsStep(props: StepProps) {
  const { t } = useTranslation('positions-short');
  const fieldProblem = useFieldProblem();
  const { context, send, busy } = props;
  return (
    <div className="short-step__fields">
      <Select
        label={t('skills.education')}
        placeholder={t('choose')}
        isRequired
        isDisabled={busy}
        items={options(context.lists.s_education)}
        value={context.skills.education}
        onChange={(key) => send({ type: 'SET_EDUCATION', id: key === null ? null : Number(key) })}
        {...fieldProblem(context.problems.education)}
      />
      <SkillRows {...props} kind="languages" />
      <SkillRows {...props} kind="programs" />
    </div>
  );
}
