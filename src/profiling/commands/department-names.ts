import type { MessageKey } from '../../shared/i18n/messages.js';
import { nameKey, type ChosenName } from '../domain/profile.rules.js';
import type { CatalogueCheck } from './catalogue-check.js';

/** Longest own department name. */
export const MAX_DEPARTMENT_NAME = 200;

/** Own department name: trimmed text, numbers read as text; answers the problem or the text. */
function ownName(name: unknown): { text: string } | { problem: MessageKey } {
  if (name === undefined || name === null || name === '') return { problem: 'profiling.required' };
  if (typeof name !== 'string' && typeof name !== 'number') return { problem: 'validation.format' };
  const text = String(name).trim();
  if (text === '') return { problem: 'profiling.required' };
  return text.length > MAX_DEPARTMENT_NAME ? { problem: 'validation.tooLong' } : { text };
}

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
  const own = ownName(name);
  if ('problem' in own) {
    check.fail(path, own.problem);
    return null;
  }
  return { listItemId: null, name: own.text, key: nameKey(own.text) };
}
