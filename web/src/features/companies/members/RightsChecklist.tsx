import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../../shared/api/catalogue';
import { Checkbox } from '../../../shared/ui';

/** The `s_access_z` rights as a group of checkboxes (a fieldset, so the legend names the group). */
export function RightsChecklist({
  rights,
  selected,
  onToggle,
  legend,
}: {
  rights: OptionItem[];
  selected: readonly string[];
  onToggle: (code: string, selected: boolean) => void;
  legend?: string;
}) {
  const { t } = useTranslation('members');
  if (rights.length === 0) return null;
  return (
    <fieldset className="members__rights">
      <legend>{legend ?? t('deputies.rights')}</legend>
      <div className="members__rights-list">
        {rights.map((right) => (
          <Checkbox
            key={right.code}
            isSelected={selected.includes(right.code!)}
            onChange={(isSelected) => onToggle(right.code!, isSelected)}
          >
            {right.name}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}

/** Names of granted rights, for lists; codes the list does not know are shown as they are. */
export function rightNames(codes: readonly string[], rights: readonly OptionItem[]): string[] {
  return codes.map((code) => rights.find((right) => right.code === code)?.name ?? code);
}
