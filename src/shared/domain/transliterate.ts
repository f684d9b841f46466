/**
 * Ukrainian-to-Latin romanisation of the Cabinet of Ministers of Ukraine, resolution No. 55 of
 * 27 January 2010 (the official national system: passports, road signs, KATOTTG's English names).
 * The apostrophe and the soft sign are not rendered; є ї й ю я have their own forms at the start of
 * a word; "зг" is written "zgh" so that it is not read as "zh". The four Russian letters the system
 * lacks (ё ы э ъ) get their usual simple forms, so that a name typed in Russian (a vacancy's PDF
 * file name) comes out in ASCII too; the codifier's Ukrainian names have none of them.
 * Used by the catalogue's seed (English place names) and the vacancy PDF's download name.
 */
const MAP: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ё: 'e',
  ы: 'y',
  э: 'e',
  ъ: '',
};
/** Forms of the letters whose rendering differs at the start of a word. */
const WORD_START: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };
const APOSTROPHES = /['’ʼ`‘]/;
const LETTER = /\p{L}/u;

function withCase(latin: string, original: string, next: string | undefined): string {
  if (original === original.toLowerCase() || latin === '') return latin;
  // A capital inside an all-capitals word stays all capitals (ЩОРС → SHCHORS); else only the first letter.
  if (next !== undefined && LETTER.test(next) && next === next.toUpperCase() && next !== next.toLowerCase()) return latin.toUpperCase();
  return latin[0]!.toUpperCase() + latin.slice(1);
}

export function transliterate(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (APOSTROPHES.test(char)) continue;
    const lower = char.toLowerCase();
    const mapped = MAP[lower];
    if (mapped === undefined) {
      out += char;
      continue;
    }
    // The start of a word: nothing before it, or something that is neither a letter nor an apostrophe.
    const prev = chars[i - 1];
    const atWordStart = prev === undefined || (!LETTER.test(prev) && !APOSTROPHES.test(prev));
    let latin = atWordStart && WORD_START[lower] ? WORD_START[lower] : mapped;
    if (lower === 'г' && chars[i - 1]?.toLowerCase() === 'з') latin = 'gh';
    out += withCase(latin, char, chars[i + 1] ?? (i > 0 ? chars[i - 1] : undefined));
  }
  return out;
}
