import { Button, type ButtonProps } from './Button';
import type { FirstFocus } from './first-use';

export interface FirstUseButtonProps extends Omit<ButtonProps, 'onPress' | 'onHoverStart' | 'onFocus' | 'onKeyDown'> {
  /** What the real trigger announces: a menu (arrows open it too) or a dialog. */
  popup: 'menu' | 'dialog';
  /** Hover or focus: start the download of the real control. */
  onPrefetch: () => void;
  /** Press (or an arrow on a menu button): swap in the real control, open. */
  onActivate: (focus: FirstFocus) => void;
}

/**
 * The trigger of a menu or popover not loaded yet (`first-use.ts`): the same Button, with the
 * name, look and popup attributes the real trigger has while closed.
 */
export function FirstUseButton({ popup, onPrefetch, onActivate, ...props }: FirstUseButtonProps) {
  const onKeyDown: ButtonProps['onKeyDown'] = (event) => {
    if (popup === 'menu' && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      onActivate(event.key === 'ArrowUp' ? 'last' : 'first');
    } else event.continuePropagation();
  };
  return (
    <Button
      {...props}
      aria-haspopup={popup === 'menu' ? 'true' : undefined}
      aria-expanded={false}
      onHoverStart={onPrefetch}
      onFocus={onPrefetch}
      onPress={(event) => onActivate(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true)}
      onKeyDown={onKeyDown}
    />
  );
}
