// The password generator (spec 000 §5, the Password tab; spec 001 §5, the administrator form): a suggestion the user can copy or
// apply to both fields. Letters that look alike (l, I, O, 0) are left out so a copied password can
// also be read aloud or typed from paper.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@_';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

export const GENERATED_LENGTH = 14;

/** Uniform integers below `max` from a source of random 32-bit words (crypto in the browser). */
function picker(random: () => number) {
  return (max: number) => {
    // Rejection sampling: no modulo bias.
    const limit = Math.floor(0x1_0000_0000 / max) * max;
    for (;;) {
      const value = random();
      if (value < limit) return value % max;
    }
  };
}

function cryptoWord(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** At least one of each kind, the rest from all of them, shuffled. */
export function generatePassword(random: () => number = cryptoWord, length = GENERATED_LENGTH): string {
  const pick = picker(random);
  const from = (set: string) => set[pick(set.length)]!;
  const chars = [from(LOWER), from(UPPER), from(DIGITS), from(SYMBOLS)];
  while (chars.length < length) chars.push(from(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = pick(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
