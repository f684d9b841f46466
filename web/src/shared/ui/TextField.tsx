import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components/TextField';
import './controls.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  /** A server message or a function of the native validity; shown only when the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  multiline?: boolean;
  className?: string;
}

export function TextField({ label, description, errorMessage, placeholder, multiline, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
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
      {multiline ? <TextArea className="ui-input" placeholder={placeholder} /> : <Input className="ui-input" placeholder={placeholder} />}
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
