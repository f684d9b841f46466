import { Injectable } from '@nestjs/common';
import { KeptAnswers, serializeAnswer } from '../../shared/http/prepared-answer.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { SEARCH_MIN } from '../catalogue.types.js';
import { searchKey } from '../domain/search-text.js';
import { CityIndex, rankedCities } from './city-index.js';

/** How many serialized city answers a process keeps (a few KB each). */
const ANSWERS_MAX = 500;

/**
 * `/get_list_cities/` answers, serialized (envelope included): people type the same few prefixes
 * of the same towns, and an answer depends only on the search key, the language and the codifier
 * edition in memory. Kept per load of the city index (CityIndex.edition, which still asks the
 * database about a new edition as before), so a reseeded codifier is answered from the new load
 * at once. The least recently used answer leaves first.
 */
@Injectable()
export class CityAnswers {
  private loaded = -1;
  private readonly answers = new KeptAnswers<Buffer>(ANSWERS_MAX);
  private readonly empty = serializeAnswer({ data: [] });

  constructor(private readonly index: CityIndex) {}

  async answer(text: string, lang: Lang): Promise<Buffer> {
    const key = searchKey(text);
    // Shorter texts answer nothing, without looking at the index (as SearchCitiesHandler does).
    if ([...key].length < SEARCH_MIN) return this.empty;
    const loaded = await this.index.edition();
    if (loaded !== this.loaded) {
      this.answers.clear();
      this.loaded = loaded;
    }
    return this.answers.get(`${lang}\u0000${key}`, () => serializeAnswer({ data: rankedCities(this.index, key, lang) }));
  }
}
