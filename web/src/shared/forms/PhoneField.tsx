import { useState } from 'react';
import { TextField, type TextFieldProps } from '../ui';
import { formatPhone, phoneDigits, phoneInput } from './phone';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'> {
  /** The national digits (0991234567), as the forms keep them. */
  value: string;
  /** The national digits after each change; '' while only a prefix (+38) is typed. */
  onChange: (digits: string) => void;
}

/**
 * The one phone field of every form: a number typed or pasted in any of its usual forms
 * (0991234567, +380991234567, 380…, 991234567, with spaces, brackets or dashes) is read as its
 * national digits and shown in the mask +38 (099) 123 45 67 (phone.ts, phoneInput). It keeps what
 * it shows itself, so a country code being typed stays on screen until a digit of the number follows.
 */
export function PhoneField({
  value,
  onChange,
  placeholder = '+38 (0XX) XXX XX XX',
  autoComplete = 'tel-national',
  ...props
}: PhoneFieldProps) {
  const [shown, setShown] = useState(() => formatPhone(value));
  // The form replaced the number (a loaded profile, a reset form): show it. Adjusted while
  // rendering, on a change of `value` only (React's "storing information from previous renders"):
  // a country code being typed changes `shown` alone and must stay.
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    setShownFor(value);
    if (phoneDigits(shown) !== value) setShown(formatPhone(value));
  }
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={shown}
      onChange={(next) => {
        const read = phoneInput(next, shown);
        setShown(read.shown);
        if (read.digits !== value) onChange(read.digits);
      }}
    />
  );
}
