import { Transform } from 'class-transformer';

/** Query strings and forms carry numbers as text: digits become a number, anything else stays to fail IsInt. */
export const ToInt = () =>
  Transform(({ value }) => {
    if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
    if (Array.isArray(value)) return value[0];
    return value;
  });

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
