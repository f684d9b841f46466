import type { ReactNode } from 'react';
import { Menu, MenuItem as AriaMenuItem, MenuTrigger, type MenuItemProps as AriaMenuItemProps } from 'react-aria-components/Menu';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import { Button, type ButtonVariant } from './Button';
import { useFirstMenuOpening, type FirstFocus } from './first-use';
import { Icon, type IconName } from './Icon';
import './overlays.css';

export interface MenuButtonProps {
  /** Accessible name of the trigger (the trigger often shows only an icon or an avatar). */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  placement?: PopoverProps['placement'];
  variant?: ButtonVariant;
  iconOnly?: boolean;
  className?: string;
  /** Open once mounted, the button focused (it replaced a plain one the user just pressed); where the focus goes in the menu. */
  openOnMount?: FirstFocus;
}

/** A button that opens a dropdown menu of actions or links (keyboard: Enter/Space/arrows, Esc closes). */
export function MenuButton({
  label,
  trigger,
  children,
  placement = 'bottom end',
  variant = 'ghost',
  iconOnly,
  className,
  openOnMount,
}: MenuButtonProps) {
  const { isOpen, firstFocus, onOpenChange } = useFirstMenuOpening(openOnMount);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button aria-label={label} variant={variant} iconOnly={iconOnly} className={className} autoFocus={openOnMount !== undefined}>
        {trigger}
      </Button>
      <Popover placement={placement} className="ui-popover">
        <Menu className="ui-menu" autoFocus={firstFocus}>
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'children'> {
  icon?: IconName;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

export function MenuItem({ icon, tone = 'default', children, textValue, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={`ui-menu__item${tone === 'danger' ? ' ui-menu__item--danger' : ''}`}
    >
      {icon && <Icon name={icon} size={18} />}
      <span>{children}</span>
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className="ui-menu__separator" />;
}
