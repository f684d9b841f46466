import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../../shared/api/catalogue';
import { RadioGroup } from '../../../shared/ui';
import type { GivenRole } from './company-users.machine';
import { RightsChecklist } from './RightsChecklist';

export interface AccessFieldsProps {
  /** The roles the viewer may give; the choice shows only when there is more than one. */
  roles: readonly GivenRole[];
  role: GivenRole;
  onRole: (role: GivenRole) => void;
  /** The whole `s_access_z` list, and the codes of it offered for the chosen role. */
  rights: readonly OptionItem[];
  offered: readonly string[];
  selected: readonly string[];
  onToggle: (code: string, selected: boolean) => void;
}

/**
 * A member's role and rights in the add and edit dialogs: only the roles the viewer may give, and
 * only the rights that take effect for the chosen role (an administrator holds every right by role).
 */
export function AccessFields({ roles, role, onRole, rights, offered, selected, onToggle }: AccessFieldsProps) {
  const { t } = useTranslation('members');
  const shown = rights.filter((right) => right.code !== undefined && offered.includes(right.code));
  return (
    <>
      {roles.length > 1 && (
        <RadioGroup
          label={t('users.role')}
          value={role}
          onChange={(value) => onRole(value as GivenRole)}
          options={roles.map((id) => ({ id, label: t(`roles.${id}`) }))}
        />
      )}
      {role === 'administrator' ? (
        <p className="members__intro">{t('users.administratorNote')}</p>
      ) : (
        <RightsChecklist rights={shown} selected={selected} legend={t('users.rights')} onToggle={onToggle} />
      )}
    </>
  );
}
