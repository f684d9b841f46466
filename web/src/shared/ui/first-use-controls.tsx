import { useEffect, useState, type ReactNode } from 'react';
import { FirstUseButton } from './FirstUseButton';
import { onFirstUse, useFirstUse } from './first-use';
import type { MenuButtonProps } from './Menu';
import type { ModalProps } from './Modal';
import type { PopoverButtonProps } from './PopoverButton';

// The design system's overlays as they appear in a first load (the shell's header, the home
// screen): plain until first used (`first-use.ts`), the real react-aria control afterwards.

type ModalModule = typeof import('./Modal');
const loadModal = onFirstUse((): Promise<ModalModule> => import('./Modal'));

/**
 * A Modal controlled by `isOpen`: nothing is rendered while it is closed, so its dialog code loads
 * when it first opens. Focus moves into it and back to the opener on close, as with Modal. A failed
 * download (the network went away) closes it again, so the opener is not stuck open with nothing
 * shown, and its next press tries the download again.
 */
export function ModalOnFirstOpen(props: ModalProps & { isOpen: boolean }) {
  const [ui, setUi] = useState<ModalModule | null>(null);
  const { isOpen, onOpenChange } = props;
  useEffect(() => {
    if (isOpen && !ui) void loadModal().then(setUi, () => onOpenChange?.(false));
  }, [isOpen, ui, onOpenChange]);
  return ui ? <ui.Modal {...props} /> : null;
}

type MenuModule = typeof import('./Menu');
const loadMenu = onFirstUse((): Promise<MenuModule> => import('./Menu'));

export interface MenuButtonOnFirstUseProps extends Omit<MenuButtonProps, 'children' | 'openOnMount'> {
  /** The menu's items, made with the loaded module's MenuItem and MenuSeparator. */
  items: (menu: Pick<MenuModule, 'MenuItem' | 'MenuSeparator'>) => ReactNode;
}

/** MenuButton, a plain button with its name and look until first used. */
export function MenuButtonOnFirstUse({ items, ...props }: MenuButtonOnFirstUseProps) {
  const { module, focus, activate, prefetch } = useFirstUse(loadMenu);
  if (module) {
    return (
      <module.MenuButton {...props} openOnMount={focus}>
        {items(module)}
      </module.MenuButton>
    );
  }
  return (
    <FirstUseButton
      popup="menu"
      aria-label={props.label}
      variant={props.variant ?? 'ghost'}
      iconOnly={props.iconOnly}
      className={props.className}
      onPrefetch={prefetch}
      onActivate={activate}
    >
      {props.trigger}
    </FirstUseButton>
  );
}

type PopoverModule = typeof import('./PopoverButton');
const loadPopover = onFirstUse((): Promise<PopoverModule> => import('./PopoverButton'));

export interface PopoverButtonOnFirstUseProps<C> extends Omit<PopoverButtonProps, 'openOnMount' | 'children'> {
  /**
   * The module of the popover's content, when that is code of its own: fetched with the popover's
   * (on hover, focus or the first press), so the popover opens with its content in one go.
   */
  content?: () => Promise<C>;
  /** The dialog's content after its heading, given the `content` module. */
  children: (close: () => void, content: C) => ReactNode;
}

/** PopoverButton, a plain button with its name, look and content until first used. */
export function PopoverButtonOnFirstUse<C = undefined>({ content, ...props }: PopoverButtonOnFirstUseProps<C>) {
  const { module, activate, prefetch } = useFirstUse(
    (): Promise<{ ui: PopoverModule; content: C }> =>
      Promise.all([loadPopover(), content ? content() : (undefined as C)]).then(([ui, loaded]) => ({ ui, content: loaded })),
  );
  if (module) {
    const { children } = props;
    return (
      <module.ui.PopoverButton {...props} openOnMount>
        {(close) => children(close, module.content)}
      </module.ui.PopoverButton>
    );
  }
  const {
    trigger,
    children: _content,
    title: _title,
    popoverClassName: _popover,
    dialogClassName: _dialog,
    titleClassName: _title2,
    onOpenChange: _change,
    ...button
  } = props;
  return (
    <FirstUseButton {...button} popup="dialog" onPrefetch={prefetch} onActivate={() => activate()}>
      {trigger}
    </FirstUseButton>
  );
}
