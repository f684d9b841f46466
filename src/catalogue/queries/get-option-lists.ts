import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetOptionListsQuery, type OptionLists } from '../catalogue.contract.js';
import { GlobalOptions, optionView } from './global-options.js';

export { optionView } from './global-options.js';

/**
 * Global items in their list order (from the in-memory copy, checked against the catalogue version
 * on every call), then the reader's local items in the order they were added (read fresh).
 */
@QueryHandler(GetOptionListsQuery)
export class GetOptionListsHandler implements IQueryHandler<GetOptionListsQuery> {
  constructor(private readonly options: GlobalOptions) {}

  async execute({ lists, lang, reader }: GetOptionListsQuery): Promise<OptionLists> {
    const result: OptionLists = {};
    if (lists.length === 0) return result;
    const { globals, locals } = await this.options.read(lists, lang, reader);
    const userId = reader?.userId ?? null;
    for (const list of lists) result[list] = [...(globals.get(list) ?? [])];
    for (const row of locals) result[row.list]?.push(optionView(row, lang, userId));
    return result;
  }
}
