import { searchKey } from './search-text.js';

/**
 * Letters Russian and Ukrainian spell the same sounds of a place name with, read as one: a Russian
 * speaker types "Винница", "Черкассы", "Луцк", "Хмельницкий" for Вінниця, Черкаси, Луцьк,
 * Хмельницький. The soft and hard signs are dropped.
 */
const FOLD: Record<string, string> = { і: 'и', ї: 'и', ы: 'и', й: 'и', є: 'е', э: 'е', ё: 'е', ґ: 'г', я: 'а', ю: 'у', ь: '', ъ: '' };
const LETTER = /\p{L}/u;

/**
 * The folded search key: searchKey() with the letters above made one and a doubled letter written
 * once (Одесса and Одеса, Odessa and Odesa). Applied to the names when the codifier is seeded and
 * to what the user types, so both meet in the same form.
 */
export function foldKey(text: string): string {
  let out = '';
  let last = '';
  for (const char of searchKey(text)) {
    for (const folded of FOLD[char] ?? char) {
      if (folded === last && LETTER.test(folded)) continue;
      out += folded;
      last = folded;
    }
  }
  return out;
}

/**
 * The official Russian names (and their usual Latin spellings) of the large cities whose Russian
 * name differs from the Ukrainian one by more than the folded letters: Київ is Киев, Харків is
 * Харьков. Keyed by the codifier's Ukrainian name of a city (kinds K and M only: many villages
 * share these names and keep only their own), compared in searchKey() form.
 */
export const RUSSIAN_NAMES_BY_UKRAINIAN: Record<string, readonly string[]> = {
  Київ: ['Киев', 'Kiev'],
  Харків: ['Харьков', 'Kharkov'],
  Дніпро: ['Днепр', 'Dnepr'],
  Запоріжжя: ['Запорожье', 'Zaporozhye'],
  Львів: ['Львов', 'Lvov'],
  'Кривий Ріг': ['Кривой Рог', 'Krivoy Rog'],
  Миколаїв: ['Николаев', 'Nikolaev'],
  Чернігів: ['Чернигов', 'Chernigov'],
  Чернівці: ['Черновцы', 'Chernovtsy'],
  Рівне: ['Ровно', 'Rovno'],
  'Івано-Франківськ': ['Ивано-Франковск', 'Ivano-Frankovsk'],
  Тернопіль: ['Тернополь', 'Ternopol'],
  'Біла Церква': ['Белая Церковь', 'Belaya Tserkov'],
  Кременчук: ['Кременчуг', 'Kremenchug'],
  'Кам’янське': ['Каменское'],
  'Кам’янець-Подільський': ['Каменец-Подольский'],
  Бориспіль: ['Борисполь'],
  Ірпінь: ['Ирпень'],
  'Слов’янськ': ['Славянск'],
  Горлівка: ['Горловка'],
  Макіївка: ['Макеевка'],
  Олександрія: ['Александрия'],
  Бердичів: ['Бердичев'],
  Ніжин: ['Нежин'],
  'Білгород-Дністровський': ['Белгород-Днестровский'],
  Чорноморськ: ['Черноморск'],
  Світловодськ: ['Светловодск'],
  Васильків: ['Васильков'],
  Обухів: ['Обухов'],
  Фастів: ['Фастов'],
  Охтирка: ['Ахтырка'],
  'Жовті Води': ['Жёлтые Воды'],
  Кропивницький: ['Кропивницкий'],
};

/** The search key has no line break (searchKey makes every space one), so a line break separates keys. */
export const ALT_KEY_SEPARATOR = '\n';

const RUSSIAN_NAMES = new Map(Object.entries(RUSSIAN_NAMES_BY_UKRAINIAN).map(([uk, names]) => [searchKey(uk), names]));

/**
 * A settlement's further search keys, beside its Ukrainian and romanised ones: its names in folded
 * form, and for a large city its Russian and Latin names from the table above, joined by
 * ALT_KEY_SEPARATOR (searched for the folded form of what is typed).
 */
export function alternativeKeys(nameUk: string, nameEn: string, kind: string): string {
  const names = [nameUk, nameEn, ...(kind === 'K' || kind === 'M' ? (RUSSIAN_NAMES.get(searchKey(nameUk)) ?? []) : [])];
  return [...new Set(names.map(foldKey).filter(Boolean))].join(ALT_KEY_SEPARATOR);
}
