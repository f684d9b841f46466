import { Injectable } from '@nestjs/common';
import { prepareAnswer, type PreparedAnswer } from '../../shared/http/prepared-answer.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { OptionLists } from '../catalogue.contract.js';
import type { ListName } from '../catalogue.types.js';
import type { Owner } from '../domain/owner.js';
import { assembleLists } from './get-option-lists.js';
import { GlobalOptions } from './global-options.js';

/**
 * The list routes' answers, serialized with their ETag. Most readers have no local items, and then
 * an answer depends only on the route's shape, the lists (in the asked order: it is the order of
 * the answer's keys), the language and the catalogue version: such answers are kept per version
 * (GlobalOptions.answer), so a request costs the version check the design needs anyway and no
 * serialization or hashing. A reader with local items gets an answer built for them alone.
 */
@Injectable()
export class ListAnswers {
  constructor(private readonly options: GlobalOptions) {}

  /**
   * `route` names the shape (`shape` must be the same function for the same route), e.g. the
   * `{ list_data }` of get_selectList or the global and local groups of get_lists_create_company.
   */
  async answer(
    route: string,
    lists: readonly ListName[],
    lang: Lang,
    reader: Owner | null,
    shape: (lists: OptionLists) => object,
  ): Promise<PreparedAnswer> {
    const { version, globals, locals } = await this.options.read(lists, lang, reader);
    const build = (): PreparedAnswer => prepareAnswer(shape(assembleLists(lists, globals, locals, lang, reader?.userId ?? null)));
    if (locals.length > 0) return build();
    return this.options.answer(version, `${route}\u0000${lang}\u0000${lists.join(',')}`, build);
  }
}
