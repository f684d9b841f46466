import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';
import { collapsed, COLLAPSE_ABOVE } from './chosen';

/** The chosen catalogue items of a field: more than three collapse to two and '+N'. */
export function ChosenList({ items, label }: { items: readonly { id: number; name: string }[]; label: string }) {
  const { t } = useTranslation('positions');
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = collapsed(items, expanded);
  if (items.length === 0) return null;
  return (
    <div className="pos-chosen">
      <ul className="pos-tags" aria-label={label}>
        {shown.map((item) => (
          <li key={item.id} className="pos-tag">
            {item.name}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button variant="ghost" size="sm" aria-label={t('picker.moreLabel', { count: hidden })} onPress={() => setExpanded(true)}>
          {t('picker.more', { count: hidden })}
        </Button>
      )}
      {expanded && items.length > COLLAPSE_ABOVE && (
        <Button variant="ghost" size="sm" onPress={() => setExpanded(false)}>
          {t('picker.less')}
        </Button>
      )}
    </div>
  );
}
