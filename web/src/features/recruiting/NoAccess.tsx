import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui';

/** A recruiting page opened without an active company, or by a member who may not see candidates. */
export function NoAccess({ title, company }: { title: string; company: boolean }) {
  const { t } = useTranslation('recruiting');
  return (
    <div className="recruiting-page">
      <h1>{title}</h1>
      <div className="ui-notice">
        <Icon name="info" />
        <p>{company ? t('noRight') : t('noCompany')}</p>
      </div>
    </div>
  );
}
