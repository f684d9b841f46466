import { useTranslation } from 'react-i18next';
import './feedback.css';

/** The whole-screen loader ("Загрузка"); a polite live status, so screen readers hear it once. */
export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-loader ui-loader--page" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-loader__text">{label ?? t('loading')}</span>
    </div>
  );
}

/** The same loader sized for the content area of a shell (lazy pages, data fetches). */
export function InlineLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-loader ui-loader--inline" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-loader__text">{label ?? t('loading')}</span>
    </div>
  );
}
