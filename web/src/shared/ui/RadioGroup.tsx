import type { ReactNode } from 'react';
import {
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import './controls.css';

export interface RadioOption {
  id: string;
  label: ReactNode;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  className?: string;
}

/** One choice out of a few, all in view (arrow keys move between them; one tab stop). */
export function RadioGroup({ label, options, description, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={['ui-field ui-radio-group', className ?? ''].filter(Boolean).join(' ')}>
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <AriaRadio key={option.id} value={option.id} className="ui-check ui-radio">
            <span className="ui-check__box ui-radio__dot" aria-hidden="true" />
            <span>{option.label}</span>
          </AriaRadio>
        ))}
      </div>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
    </AriaRadioGroup>
  );
}
