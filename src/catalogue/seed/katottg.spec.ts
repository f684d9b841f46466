import { parseKatottg } from './katottg.js';

const CSV = [
  'Перший рівень;Другий рівень;Третій рівень;Четвертий рівень;Додатковий рівень;Категорія об’єкта;Назва об’єкта',
  'UA32000000000030281;;;;;O;Київська',
  'UA32000000000030281;UA32020000000057002;;;;P;Білоцерківський',
  'UA32000000000030281;UA32020000000057002;UA32020010000093088;;;H;Білоцерківська ',
  'UA32000000000030281;UA32020000000057002;UA32020010000093088;UA32020010010081183;;M;Біла Церква',
  'UA32000000000030281;UA32020000000057002;UA32020010000093088;UA32020010010081183;UA32020010010099999;B;Район міста',
  'UA32000000000030281;UA32020000000057002;UA32020010000093088;UA32020010020000001;;C;Пилипча',
  'UA80000000000093317;;;;;K;Київ',
].join('\r\n');

describe('parseKatottg', () => {
  const cities = parseKatottg(CSV);

  it('keeps settlements and the special-status cities, not regions, raions, hromadas or city districts', () => {
    expect(cities.map((city) => city.name_uk)).toEqual(['Біла Церква', 'Пилипча', 'Київ']);
  });

  it('describes a settlement by hromada, raion and region, in Ukrainian and romanised', () => {
    const bc = cities[0]!;
    expect(bc).toMatchObject({
      code: 'UA32020010010081183',
      kind: 'M',
      rank: 1,
      name_en: 'Bila Tserkva',
      description_uk: 'Білоцерківська територіальна громада, Білоцерківський район, Київська область',
      description_en: 'Bilotserkivska hromada, Bilotserkivskyi raion, Kyivska oblast',
      search_uk: 'біла церква',
      search_en: 'bila tserkva',
    });
  });

  it('ranks Kyiv before cities and cities before villages', () => {
    const rank = Object.fromEntries(cities.map((city) => [city.name_uk, city.rank]));
    expect(rank['Київ']).toBeLessThan(rank['Біла Церква']!);
    expect(rank['Біла Церква']).toBeLessThan(rank['Пилипча']!);
    expect(cities[2]).toMatchObject({ code: 'UA80000000000093317', name_en: 'Kyiv', description_uk: 'місто зі спеціальним статусом' });
  });

  it('keeps the folded names, and the Russian and Latin ones of Kyiv, as further search keys', () => {
    expect(cities[0]!.search_alt.split('\n')).toEqual(['била церква', 'bila tserkva', 'бела церков', 'belaya tserkov']);
    expect(cities[2]!.search_alt.split('\n')).toEqual(expect.arrayContaining(['киев', 'kiev']));
  });
});
