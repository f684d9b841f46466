import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './controls.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  placeholder?: string;
  /** Accessible name of the clear button; "Clear" in the current language by default. */
  clearLabel?: string;
  className?: string;
}

/** A labelled search input; pass aria-label when no visible label fits (the header). */
export function SearchField({ placeholder, clearLabel, className, ...props }: SearchFieldProps) {
  const { t } = useTranslation('common');
  return (
    <AriaSearchField {...props} className={['ui-search', className ?? ''].filter(Boolean).join(' ')}>
      <Icon name="search" className="ui-search__icon" />
      <Input className="ui-input" placeholder={placeholder} />
      <Button
        className="ui-button ui-button--ghost ui-button--sm ui-button--icon ui-search__clear"
        aria-label={clearLabel ?? t('actions.clear')}
      >
        <Icon name="close" />
      </Button>
    </AriaSearchField>
  );
}
