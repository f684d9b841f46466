import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import './controls.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Square button holding only an icon; it must then carry an aria-label. */
  iconOnly?: boolean;
}

function classes(look: Look, extra?: string): string {
  return [
    'ui-button',
    `ui-button--${look.variant ?? 'secondary'}`,
    `ui-button--${look.size ?? 'md'}`,
    look.iconOnly ? 'ui-button--icon' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className'>, Look {
  className?: string;
}

export function Button({ variant, size, iconOnly, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={classes({ variant, size, iconOnly }, className)} />;
}

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className'>, Look {
  className?: string;
}

/** Navigation that looks like a button: still a link for assistive technology and for middle-click. */
export function ButtonLink({ variant, size, iconOnly, className, ...props }: ButtonLinkProps) {
  return <AriaLink {...props} className={classes({ variant, size, iconOnly }, className)} />;
}
