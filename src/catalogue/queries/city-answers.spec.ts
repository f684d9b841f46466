import { CityAnswers } from './city-answers.js';
import type { CityIndex } from './city-index.js';

/** A city index whose content and load counter the test sets: what CityAnswers may keep depends on both. */
function fakeIndex() {
  const city = (id: number, name: string) => ({
    id,
    code: `UA${id}`,
    kind: 'M',
    rank: 1,
    name_uk: name,
    name_en: name,
    description_uk: 'область',
    description_en: 'oblast',
    search_uk: name.toLowerCase(),
    search_en: name.toLowerCase(),
    search_alt: '',
  });
  const state = { loads: 1, cities: [city(1, 'Київ')], editionCalls: 0 };
  const index = {
    edition: async () => {
      state.editionCalls += 1;
      return state.loads;
    },
    matchingNow: (key: string) => state.cities.filter((c) => c.search_uk.includes(key)),
  };
  return { state, city, index: index as unknown as CityIndex };
}

const names = (body: Buffer) => (JSON.parse(body.toString()) as { ok: boolean; data: { name: string }[] }).data.map((c) => c.name);

describe('serialized city answers', () => {
  it('answers the envelope of the search, and asks the index about its edition on every call', async () => {
    const { state, index } = fakeIndex();
    const answers = new CityAnswers(index);
    const first = await answers.answer('КИЇВ', 'uk');
    expect(JSON.parse(first.toString())).toEqual({
      ok: true,
      data: [{ id: 1, code: 'UA1', kind: 'M', name: 'Київ', description: 'область' }],
    });
    expect(await answers.answer('київ', 'uk')).toBe(first);
    expect(state.editionCalls).toBe(2);
  });

  it('never serves an answer of an older load of the index', async () => {
    const { state, city, index } = fakeIndex();
    const answers = new CityAnswers(index);
    expect(names(await answers.answer('київ', 'uk'))).toEqual(['Київ']);
    state.cities = [city(1, 'Київ'), city(2, 'Київець')];
    state.loads = 2;
    expect(names(await answers.answer('київ', 'uk'))).toEqual(['Київ', 'Київець']);
  });

  it('keeps languages apart, and answers short texts with nothing without the index', async () => {
    const { state, index } = fakeIndex();
    const answers = new CityAnswers(index);
    expect(JSON.parse((await answers.answer('київ', 'en')).toString()).data[0].description).toBe('oblast');
    expect(JSON.parse((await answers.answer('київ', 'uk')).toString()).data[0].description).toBe('область');
    const calls = state.editionCalls;
    expect(JSON.parse((await answers.answer('ки', 'uk')).toString())).toEqual({ ok: true, data: [] });
    expect(state.editionCalls).toBe(calls);
  });
});
