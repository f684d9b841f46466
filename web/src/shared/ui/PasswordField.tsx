import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './controls.css';
import './password-field.css';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  className?: string;
}

/** A password input with a show/hide toggle. The toggle is a real button with a name and a pressed state. */
export function PasswordField({ label, description, errorMessage, placeholder, className, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      className={['ui-field', className ?? ''].filter(Boolean).join(' ')}
    >
      <Label className="ui-field__label">
        {label}
        {props.isRequired && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Group className="ui-password">
        <Input className="ui-input ui-password__input" placeholder={placeholder} />
        <Button
          className="ui-password__toggle"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          onPress={() => setVisible((shown) => !shown)}
          isDisabled={props.isDisabled}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </Button>
      </Group>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
