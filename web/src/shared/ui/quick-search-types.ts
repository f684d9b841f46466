import type { ReactNode } from 'react';

// The quick search's contract, apart from both its forms (QuickSearchBox, QuickSearchCombo) so neither imports the other.

/** One found entry: `name` and `context` as shown (with the match marked), `textValue` for typeahead. */
export interface QuickSearchResult {
  id: string;
  textValue: string;
  name: ReactNode;
  context?: ReactNode;
}

/** What the caller's search machine shows now. */
export interface QuickSearchView {
  query: string;
  /** False while the box is empty: nothing to offer, so the popover closes (also right after a choice). */
  open: boolean;
  /** Searching…, the count or "No results"; empty for none. */
  status: string;
  /** The status says there is nothing found. */
  empty: boolean;
}

export interface QuickSearchBoxProps {
  /** A namespace with `search.label`, `search.placeholder` and `search.advanced` (the two header searches). */
  namespace: 'shell' | 'back-office';
  view: QuickSearchView;
  results: readonly QuickSearchResult[];
  /** The search machine's events: a keystroke, and clearing the box. */
  send: (event: { type: 'TYPE'; value: string } | { type: 'CLEAR' }) => void;
  onChoose: (id: string) => void;
  onAdvanced: () => void;
}
