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
import './data.css';

export function Tabs(props: Omit<AriaTabsProps, 'className'>) {
  return <AriaTabs {...props} className="ui-tabs" />;
}

/** Needs an aria-label (or aria-labelledby) naming the group of tabs. */
export function TabList<T extends object>(props: Omit<AriaTabListProps<T>, 'className'>) {
  return <AriaTabList {...props} className="ui-tabs__list" />;
}

export function Tab(props: Omit<AriaTabProps, 'className'>) {
  return <AriaTab {...props} className="ui-tabs__tab" />;
}

export function TabPanel(props: Omit<AriaTabPanelProps, 'className'>) {
  return <AriaTabPanel {...props} className="ui-tabs__panel" />;
}
