import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { KATOTTG_FILE, parseKatottg } from '../seed/katottg.js';
import { ALT_KEY_SEPARATOR, alternativeKeys, foldKey, RUSSIAN_NAMES_BY_UKRAINIAN } from './city-names.js';

describe('foldKey', () => {
  it.each([
    ['Вінниця', 'Винница'],
    ['Черкаси', 'Черкассы'],
    ['Луцьк', 'Луцк'],
    ['Хмельницький', 'Хмельницкий'],
    ['Одеса', 'Одесса'],
    ['Odesa', 'Odessa'],
    ['Кам’янець', 'камянец'],
    ['Євпаторія', 'Евпатория'],
  ])('reads %s and %s alike', (ukrainian, russian) => {
    expect(foldKey(ukrainian)).toBe(foldKey(russian));
  });

  it('keeps letters that tell names apart', () => {
    expect(foldKey('Київ')).not.toBe(foldKey('Киев'));
    expect(foldKey('Суми')).not.toBe(foldKey('Сумська'));
  });
});

describe('alternativeKeys', () => {
  it('adds the Russian and Latin names of a large city, only to the city', () => {
    expect(alternativeKeys('Київ', 'Kyiv', 'K').split(ALT_KEY_SEPARATOR)).toEqual(
      expect.arrayContaining([foldKey('Киев'), foldKey('Kiev'), foldKey('Київ')]),
    );
    expect(alternativeKeys('Київ', 'Kyiv', 'C').split(ALT_KEY_SEPARATOR)).not.toContain(foldKey('Киев'));
  });

  it('names only cities of the shipped codifier', () => {
    const cities = parseKatottg(gunzipSync(readFileSync(resolve('data', KATOTTG_FILE))).toString('utf8'));
    const large = new Set(cities.filter((city) => city.kind === 'K' || city.kind === 'M').map((city) => city.name_uk));
    expect(Object.keys(RUSSIAN_NAMES_BY_UKRAINIAN).filter((name) => !large.has(name))).toEqual([]);
  });
});
