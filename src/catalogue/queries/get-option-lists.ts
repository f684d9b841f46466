import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { GetOptionListsQuery, type OptionLists, type OptionView } from '../catalogue.contract.js';
import type { ListName } from '../catalogue.types.js';
import { GlobalOptions, optionView, type OptionRow } from './global-options.js';

export { optionView } from './global-options.js';

/** Each list's global items (copied out of the shared frozen array), then the reader's local items. */
export function assembleLists(
  lists: readonly ListName[],
  globals: Map<ListName, readonly OptionView[]>,
  locals: readonly OptionRow[],
  lang: Lang,
  userId: string | null,
): OptionLists {
  const result: OptionLists = {};
  for (const list of lists) result[list] = [...(globals.get(list) ?? [])];
  for (const row of locals) result[row.list]?.push(optionView(row, lang, userId));
  return result;
}

/**
 * Global items in their list order (from the in-memory copy, checked against the catalogue version
 * on every call), then the reader's local items in the order they were added (read fresh).
 */
@QueryHandler(GetOptionListsQuery)
export class GetOptionListsHandler implements IQueryHandler<GetOptionListsQuery> {
  constructor(private readonly options: GlobalOptions) {}

  async execute({ lists, lang, reader }: GetOptionListsQuery): Promise<OptionLists> {
    if (lists.length === 0) return {};
    const { globals, locals } = await this.options.read(lists, lang, reader);
    return assembleLists(lists, globals, locals, lang, reader?.userId ?? null);
  }
}
