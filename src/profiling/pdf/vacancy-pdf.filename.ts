import { cleanText } from '../../shared/domain/clean-text.js';

/**
 * The download name of a vacancy PDF: an ASCII `filename` every client understands (Cyrillic
 * transliterated, the Ukrainian national system with the Russian letters added) and the real name
 * in `filename*` (RFC 6266 / RFC 5987) for clients that read UTF-8.
 */
const LETTERS: Record<string, string> = {
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
  "'": '',
  '’': '',
  ʼ: '',
};

export function transliterate(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const latin = LETTERS[lower];
      if (latin === undefined) return char;
      return char !== lower && latin ? latin[0]!.toUpperCase() + latin.slice(1) : latin;
    })
    .join('');
}

/** `vacancy-12-menedzher-z-prodazhu.pdf`: lower-case ASCII letters, digits and dashes. */
export function asciiPdfName(number: number, name: string): string {
  const slug = transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `vacancy-${number}${slug ? `-${slug}` : ''}.pdf`;
}

/** The Content-Disposition of the download: attachment, ASCII name and the UTF-8 name. */
export function pdfDisposition(number: number, name: string): string {
  const clean = cleanText(name)
    .replace(/[/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const utf8 = `${number}${clean ? ` ${clean}` : ''}.pdf`;
  const encoded = encodeURIComponent(utf8).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiPdfName(number, name)}"; filename*=UTF-8''${encoded}`;
}
