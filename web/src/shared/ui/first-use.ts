import { useEffect, useState } from 'react';

// Controls whose react-aria parts most visitors never use (the language switcher's Select, the
// quick search's combobox, the header's menus and popovers, modals) are not part of the first
// load. Until first used, such a control is a plain element with the same markup and accessible
// name; hovering or focusing it starts the download, activating it swaps in the real one, open.

/**
 * A module fetched once, on the first call (hover, focus or activation), then shared by every
 * caller. A failed download is forgotten, so the next hover or press tries again.
 */
export function onFirstUse<M>(load: () => Promise<M>): () => Promise<M> {
  let module: Promise<M> | null = null;
  return () =>
    (module ??= load().catch((error: unknown) => {
      module = null;
      throw error;
    }));
}

/**
 * The real control's module once the user activated the plain one. `activate` loads it and asks
 * it to open: the real trigger mounts first and takes the focus (its `autoFocus`), and only then
 * opens (`useOpenAfterMount`), so the overlay returns the focus to it on close.
 */
export function useFirstUse<M>(load: () => Promise<M>): {
  module: M | null;
  focus: FirstFocus;
  activate: (focus?: FirstFocus) => void;
  prefetch: () => void;
} {
  const [state, setState] = useState<{ loaded: M; focus: FirstFocus } | null>(null);
  return {
    module: state?.loaded ?? null,
    focus: state?.focus ?? true,
    // A failed download leaves the plain control in place; pressing it again retries.
    activate: (focus = true) => void load().then((loaded) => setState({ loaded, focus }), ignore),
    prefetch: () => void load().catch(ignore),
  };
}

/**
 * Where a menu opened by the activation puts the focus, as react-aria's trigger would have: on its
 * first item after Enter, Space or ArrowDown, its last after ArrowUp, on the menu after a click.
 */
export type FirstFocus = 'first' | 'last' | true;

/**
 * The open state of a real control that an activation swapped in: opened right after it mounted
 * (and its trigger took the focus), or once `openOnMount` turns true. `onOpenChange` hears every
 * change, that first opening too.
 */
export function useOpenAfterMount(
  openOnMount: boolean | undefined,
  onOpenChange?: (open: boolean) => void,
): [boolean, (open: boolean) => void] {
  const [isOpen, setIsOpen] = useState(false);
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    onOpenChange?.(open);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: it follows openOnMount alone (see below).
  useEffect(() => {
    if (openOnMount) setOpen(true);
    // When it turns true (on mount for a swapped-in control): later changes come from the user.
  }, [openOnMount]);
  return [isOpen, setOpen];
}

/**
 * A menu swapped in by an activation: open right after it mounted (useOpenAfterMount), with the
 * focus of that first opening where react-aria's trigger would have put it (`firstFocus`, for the
 * Menu's `autoFocus`); later openings leave the focus to react-aria.
 */
export function useFirstMenuOpening(
  openOnMount: FirstFocus | undefined,
  onOpenChange?: (open: boolean) => void,
): { isOpen: boolean; firstFocus: FirstFocus | undefined; onOpenChange: (open: boolean) => void } {
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount !== undefined, onOpenChange);
  const [firstFocus, setFirstFocus] = useState(openOnMount);
  return {
    isOpen,
    firstFocus,
    onOpenChange: (open) => {
      setOpen(open);
      setFirstFocus(undefined);
    },
  };
}

function ignore(): void {}
