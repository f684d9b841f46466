import { useTranslation } from 'react-i18next';
import { Button, Icon } from '../../../shared/ui';
import { pageCount } from '../format';

/** Shown only when there is more than one page (spec 001 §2: above 9 rows). */
export function Pagination({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('back-office');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="bo-pagination" aria-label={t('pagination.label')}>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={t('pagination.previous')}
        isDisabled={page <= 1}
        onPress={() => onChange(page - 1)}
      >
        <Icon name="chevronDown" className="bo-pagination__prev" />
      </Button>
      <span className="bo-pagination__current" aria-current="page">
        {t('pagination.of', { page, pages })}
      </span>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={t('pagination.next')}
        isDisabled={page >= pages}
        onPress={() => onChange(page + 1)}
      >
        <Icon name="chevronDown" className="bo-pagination__next" />
      </Button>
    </nav>
  );
}
