import { useTranslation } from 'react-i18next';
import type { NamedId } from '../../shared/api/verification';
import { StatusBadge } from '../../shared/ui';
import { displayStatusId, STATUS_TONE } from './format';

/** The status styled by id (`status-company-{id}`, spec 001 §3); a deleted company reads Deleted. */
export function CompanyStatus({ status, isDeleted }: { status: NamedId; isDeleted: boolean }) {
  const { t } = useTranslation('back-office');
  const id = displayStatusId(status, isDeleted);
  const name = isDeleted ? t('status.deleted') : status.name;
  const tone = STATUS_TONE[id];
  return (
    <span className={`status-company status-company-${id}`}>
      {tone ? <StatusBadge tone={tone}>{name}</StatusBadge> : <span className="ui-badge bo-badge-new">{name}</span>}
    </span>
  );
}
