import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
  type SelectValueRenderProps,
  type ValidationResult,
} from 'react-aria-components/Select';
import { Icon } from './Icon';
import './controls.css';
import './overlays.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption> extends Omit<AriaSelectProps<T>, 'className' | 'children' | 'items'> {
  items: readonly T[];
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Custom trigger content, e.g. a short code where the full name does not fit. */
  renderValue?: (props: SelectValueRenderProps<T>) => ReactNode;
  /** Compact trigger without the full-width field layout (toolbars, headers). */
  compact?: boolean;
  className?: string;
}

export function Select<T extends SelectOption>({
  items,
  label,
  description,
  errorMessage,
  renderValue,
  compact,
  className,
  ...props
}: SelectProps<T>) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaSelect<T>
      {...props}
      disabledKeys={props.disabledKeys ?? disabledKeys}
      className={['ui-field', compact ? 'ui-select--compact' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {label && (
        <Label className="ui-field__label">
          {label}
          {props.isRequired && (
            <span className="ui-field__required" aria-hidden="true">
              *
            </span>
          )}
        </Label>
      )}
      <Button className="ui-input ui-select__trigger">
        <SelectValue<T> className="ui-select__value">{renderValue ? (values) => renderValue(values) : undefined}</SelectValue>
        <Icon name="chevronDown" className="ui-select__chevron" />
      </Button>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="ui-popover ui-select__popover">
        <ListBox<T> items={items} className="ui-listbox">
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="ui-listbox__item">
              {({ isSelected }) => (
                <>
                  <span className="ui-listbox__label">{item.label}</span>
                  {isSelected && <Icon name="check" className="ui-listbox__check" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
