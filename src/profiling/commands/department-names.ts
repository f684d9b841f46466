import { nameKey, type ChosenName } from '../domain/profile.rules.js';
import type { Inputs } from './inputs.js';

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
