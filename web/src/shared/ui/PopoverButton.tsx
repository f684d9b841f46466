import { useCallback, useState, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { Button, type ButtonProps } from './Button';
import { useOpenAfterMount } from './first-use';
import './overlays.css';

export interface PopoverButtonProps extends Omit<ButtonProps, 'children' | 'onPress'> {
  /** The button's content (its name is `aria-label` when it shows only an icon). */
  trigger: ReactNode;
  /** The popover's heading, which names its dialog. */
  title: ReactNode;
  popoverClassName?: string;
  dialogClassName?: string;
  titleClassName?: string;
  onOpenChange?: (open: boolean) => void;
  /** Open once mounted, the button focused (it replaced a plain one the user just pressed). */
  openOnMount?: boolean;
  /** The dialog's content after its heading. */
  children: (close: () => void) => ReactNode;
}

/** A button opening a non-modal dialog in a popover below it (Esc or a click outside closes it). */
export function PopoverButton({
  trigger,
  title,
  popoverClassName,
  dialogClassName,
  titleClassName,
  onOpenChange,
  openOnMount,
  children,
  ...button
}: PopoverButtonProps) {
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount, onOpenChange);
  // The popover opens inside the landmark of its button (the header's banner) rather than at the
  // end of <body>, outside every landmark: people who move by landmarks find it where it belongs.
  const [landmark, setLandmark] = useState<Element | undefined>(undefined);
  const anchor = useCallback((node: HTMLSpanElement | null) => setLandmark(node?.closest('header, [role="banner"]') ?? undefined), []);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <span ref={anchor} hidden />
      <Button {...button} autoFocus={openOnMount || button.autoFocus}>
        {trigger}
      </Button>
      <Popover
        placement="bottom end"
        className={['ui-popover', popoverClassName].filter(Boolean).join(' ')}
        UNSTABLE_portalContainer={landmark}
      >
        <Dialog className={dialogClassName}>
          {({ close }) => (
            <>
              <Heading slot="title" className={titleClassName}>
                {title}
              </Heading>
              {children(close)}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
