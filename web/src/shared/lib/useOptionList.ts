import { useEffect, useState } from 'react';
import { loadOptionLists, type OptionItem, type OptionListName } from '../api/catalogue';

/**
 * One option list for display only (names of the gender or of a social network). Not a flow: a
 * failure simply leaves the ids without names, and the screens fall back to what they have.
 */
export function useOptionList(name: OptionListName): OptionItem[] | null {
  const [items, setItems] = useState<OptionItem[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadOptionLists([name], controller.signal).then(
      (lists) => !controller.signal.aborted && setItems(lists[name] ?? []),
      () => !controller.signal.aborted && setItems([]),
    );
    return () => controller.abort();
  }, [name]);
  return items;
}

export function optionName(items: OptionItem[] | null, id: number | null): string | null {
  if (id === null || !items) return null;
  return items.find((item) => item.id === id)?.name ?? null;
}
