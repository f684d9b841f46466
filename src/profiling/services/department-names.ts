import { nameKey, ownDepartmentName, type ChosenName } from '../domain/profile.rules.js';
import type { CatalogueCheck } from './catalogue-check.js';

/**
 * `idItem` or `name` as a department name, the problem marked at `path`. A catalogue item keeps its
 * Russian name as the stored fallback and key (the view shows the name in the caller's language).
 */
export async function chooseName(check: CatalogueCheck, path: string, idItem: unknown, name: unknown): Promise<ChosenName | null> {
  if (idItem !== undefined && idItem !== null && idItem !== '') {
    const id = Number(idItem);
    const item = Number.isSafeInteger(id) ? (await check.visibleItems('tl_lists')).find((entry) => entry.id === id) : undefined;
    if (!item) {
      check.fail(path, 'profiling.unknownItem');
      return null;
    }
    return { listItemId: id, name: item.name, key: nameKey(item.name) };
  }
  const own = ownDepartmentName(name);
  if ('problem' in own) {
    check.fail(path, own.problem);
    return null;
  }
  return { listItemId: null, name: own.text, key: nameKey(own.text) };
}
