// The codifier (KATOTTG) describes a place in Ukrainian and in English. A Russian reader gets the
// common words of a description in Russian: "місто зі спеціальним статусом" in a Russian interface
// was a Ukrainian phrase among Russian texts. The names themselves (of the hromada, raion and
// region) stay as the codifier writes them: they are proper names, as the place names are.
const RUSSIAN_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/місто зі спеціальним статусом/g, 'город со специальным статусом'],
  [/територіальна громада/g, 'территориальная громада'],
  [/Автономна Республіка Крим/g, 'Автономная Республика Крым'],
];

/** A Ukrainian description of the codifier with its common words in Russian ("район" and "область" are the same). */
export function russianPlaceDescription(ukrainian: string): string {
  return RUSSIAN_WORDS.reduce((text, [words, russian]) => text.replace(words, russian), ukrainian);
}
