// Tabs as the WAI-ARIA tabs pattern describes them, without react-aria's collections: every screen
// with tabs controls them (selectedKey and onSelectionChange, usually from the address), so the
// collection and selection machinery (some 15 KB on the wire, most of the sign-in page's form
// chunk) had nothing to do but to render four kinds of element. Arrow keys, Home and End move
// between the tabs and select the tab they reach (automatic activation, react-aria's default); only
// the selected tab is in the Tab sequence; the selected panel alone is rendered, and takes the focus
// itself only when nothing inside it can.
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import './data.css';

interface TabsState {
  selectedKey: string;
  select(key: string): void;
  idOf(kind: 'tab' | 'panel', key: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

/** Whether the focus was put there by the keyboard (the focus ring is shown only then, like react-aria's). */
function useFocusVisible(): { focusVisible: boolean; onFocus(event: { currentTarget: Element }): void; onBlur(): void } {
  const [focusVisible, setFocusVisible] = useState(false);
  return {
    focusVisible,
    onFocus: (event) => setFocusVisible(event.currentTarget.matches(':focus-visible')),
    onBlur: () => setFocusVisible(false),
  };
}

export interface TabsProps {
  selectedKey: string;
  onSelectionChange(key: string): void;
  children: ReactNode;
}

export function Tabs({ selectedKey, onSelectionChange, children }: TabsProps) {
  const base = useId();
  const state: TabsState = {
    selectedKey,
    select: (key) => {
      if (key !== selectedKey) onSelectionChange(key);
    },
    idOf: (kind, key) => `${base}-${kind}-${key}`,
  };
  return (
    <div className="ui-tabs">
      <TabsContext.Provider value={state}>{children}</TabsContext.Provider>
    </div>
  );
}

/** Whether a scrolled row has more to show before and after what is in view. */
function useScrollOverflow(ref: RefObject<HTMLElement | null>): { start: boolean; end: boolean } {
  const [overflow, setOverflow] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref]);
  return overflow;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

type TabListProps = { children: ReactNode } & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * Needs an aria-label (or aria-labelledby) naming the group of tabs. Tabs that do not fit scroll
 * sideways, and a fading edge with an arrow shows on the side where more tabs are hidden.
 */
export function TabList({ children, ...label }: TabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(list);
  const { select } = useTabs('TabList');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index < 0 || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!;
    next.focus();
    const key = next.dataset.key;
    if (key !== undefined) select(key);
  };
  return (
    <div className="ui-tabs__scroller" data-overflow-start={overflow.start || undefined} data-overflow-end={overflow.end || undefined}>
      <div {...label} ref={list} role="tablist" aria-orientation="horizontal" className="ui-tabs__list" onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}

export function Tab({ id, children }: { id: string; children: ReactNode }) {
  const { selectedKey, select, idOf } = useTabs('Tab');
  const selected = id === selectedKey;
  const [hovered, setHovered] = useState(false);
  const focus = useFocusVisible();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tab list's arrow keys, Home and End select (automatic activation).
    <div
      role="tab"
      id={idOf('tab', id)}
      data-key={id}
      aria-selected={selected}
      aria-controls={selected ? idOf('panel', id) : undefined}
      tabIndex={selected ? 0 : -1}
      className="ui-tabs__tab"
      data-selected={selected || undefined}
      data-hovered={hovered || undefined}
      data-focus-visible={focus.focusVisible || undefined}
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onClick={() => select(id)}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      {children}
    </div>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function TabPanel({
  id,
  children,
  ...rest
}: { id: string; children: ReactNode } & Pick<HTMLAttributes<HTMLDivElement>, 'aria-busy'>) {
  const { selectedKey, idOf } = useTabs('TabPanel');
  const panel = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(false);
  const focus = useFocusVisible();
  const selected = id === selectedKey;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel element exists only while selected.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const check = () => setHasTabbable(element.querySelector(TABBABLE) !== null);
    check();
    // What the panel holds changes as it loads (a list after its loader).
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selected]);
  if (!selected) return null;
  return (
    <div
      {...rest}
      ref={panel}
      role="tabpanel"
      id={idOf('panel', id)}
      aria-labelledby={idOf('tab', id)}
      tabIndex={hasTabbable ? undefined : 0}
      className="ui-tabs__panel"
      data-focus-visible={focus.focusVisible || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) focus.onFocus(event);
      }}
      onBlur={focus.onBlur}
    >
      {children}
    </div>
  );
}
