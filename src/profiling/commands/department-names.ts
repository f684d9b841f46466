import type { Department } from '../domain/profile.entity.js';
import { nameKey } from '../domain/profile.rules.js';
import type { Inputs } from './inputs.js';

/** A department name as chosen: a `tl_lists` item (global or the company's local one) or an own name. */
export interface ChosenName {
  listItemId: number | null;
  name: string;
  key: string;
}

/**
 * Reads `idItem` or `name` into a department name. A catalogue item keeps its Russian name as the
 * stored fallback and key (the view shows the name in the caller's language).
 */
export async function chooseName(inputs: Inputs, path: string, idItem: unknown, name: unknown): Promise<ChosenName | null> {
  if (idItem !== undefined && idItem !== null && idItem !== '') {
    const id = Number(idItem);
    const item = Number.isSafeInteger(id) ? (await inputs.visibleItems('tl_lists')).find((entry) => entry.id === id) : undefined;
    if (!item) {
      inputs.fail(path, 'profiling.unknownItem');
      return null;
    }
    return { listItemId: id, name: item.name, key: nameKey(item.name) };
  }
  const text = inputs.text(path, name, 200, 'profiling.required');
  return text === null ? null : { listItemId: null, name: text, key: nameKey(text) };
}

/** True when another department (not `except`) has the same item or the same name. */
export function isDuplicate(existing: readonly Department[], chosen: ChosenName, except?: string): boolean {
  return existing.some(
    (department) =>
      department.id !== except &&
      (department.nameKey === chosen.key || (chosen.listItemId !== null && department.listItemId === chosen.listItemId)),
  );
}
