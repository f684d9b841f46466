import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { useEffect, useRef, useState, type RefObject } from 'react';
import './data.css';

export function Tabs(props: Omit<AriaTabsProps, 'className'>) {
  return <AriaTabs {...props} className="ui-tabs" />;
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

/**
 * Needs an aria-label (or aria-labelledby) naming the group of tabs. Tabs that do not fit scroll
 * sideways, and a fading edge with an arrow shows on the side where more tabs are hidden.
 */
export function TabList<T extends object>(props: Omit<AriaTabListProps<T>, 'className'>) {
  const list = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(list);
  return (
    <div className="ui-tabs__scroller" data-overflow-start={overflow.start || undefined} data-overflow-end={overflow.end || undefined}>
      <AriaTabList {...props} ref={list} className="ui-tabs__list" />
    </div>
  );
}

export function Tab(props: Omit<AriaTabProps, 'className'>) {
  return <AriaTab {...props} className="ui-tabs__tab" />;
}

export function TabPanel(props: Omit<AriaTabPanelProps, 'className'>) {
  return <AriaTabPanel {...props} className="ui-tabs__panel" />;
}
