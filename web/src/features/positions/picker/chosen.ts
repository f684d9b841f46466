// The chosen-items list of a picker field: a pure rule, so a spec checks it without a DOM.

/** How many stay in view when the list collapses, and above how many it collapses (spec §2). */
export const SHOWN_WHEN_COLLAPSED = 2;
export const COLLAPSE_ABOVE = 3;

/** What the list shows: every item, or the first two and the count behind '+N'. */
export function collapsed<T>(items: readonly T[], expanded: boolean): { shown: readonly T[]; hidden: number } {
  if (expanded || items.length <= COLLAPSE_ABOVE) return { shown: items, hidden: 0 };
  return { shown: items.slice(0, SHOWN_WHEN_COLLAPSED), hidden: items.length - SHOWN_WHEN_COLLAPSED };
}
