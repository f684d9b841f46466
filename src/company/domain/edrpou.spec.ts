import { edrpouCheckDigit, isValidEdrpou } from './edrpou.js';

describe('EDRPOU control digit', () => {
  it.each(['14360570', '21133352', '32855961', '36541721'])('accepts the real code %s', (code) => {
    expect(isValidEdrpou(code)).toBe(true);
  });

  it.each(['32855968', '14360571', '21133353', '36541720'])('rejects the near miss %s', (code) => {
    expect(isValidEdrpou(code)).toBe(false);
  });

  it.each([['1436057'], ['143605700'], ['1436057a'], [''], [' 14360570'], [14360570], [null]])(
    'rejects the malformed value %p',
    (value) => {
      expect(isValidEdrpou(value)).toBe(false);
    },
  );

  it.each(['00000000', '11111111', '55555555', '99999999'])('rejects the same digit eight times, %s', (code) => {
    expect(isValidEdrpou(code)).toBe(false);
  });

  it('no code of one digit repeated is accepted, though the control digit of 0000000 is 0', () => {
    expect(edrpouCheckDigit([0, 0, 0, 0, 0, 0, 0], 0)).toBe(0);
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidEdrpou(String(digit).repeat(8))).toBe(false);
  });

  it('uses the shifted weights inside 30000000..60000000 and the plain ones outside', () => {
    // 3285596: 3*7+2*1+8*2+5*3+5*4+9*5+6*6 = 155, 155 mod 11 = 1 (plain weights would give 7).
    expect(edrpouCheckDigit([3, 2, 8, 5, 5, 9, 6], 32_855_961)).toBe(1);
    expect(edrpouCheckDigit([3, 2, 8, 5, 5, 9, 6], 29_999_999)).toBe(7);
  });

  it('recomputes a remainder of 10 with weights +2, and a second 10 counts as 0', () => {
    // 0000003: 3*7 = 21, remainder 10; with weights +2: 3*9 = 27, remainder 5.
    expect(edrpouCheckDigit([0, 0, 0, 0, 0, 0, 3], 3)).toBe(5);
    expect(isValidEdrpou('00000035')).toBe(true);
    const doubleTen = findDoubleTen();
    expect(edrpouCheckDigit(doubleTen, 0)).toBe(0);
  });
});

/** A seven-digit prefix (plain weights) whose remainder is 10 both times. */
function findDoubleTen(): number[] {
  for (let n = 0; n < 10_000_000; n++) {
    const digits = String(n).padStart(7, '0').split('').map(Number);
    const sum = (extra: number) => digits.reduce((acc, d, i) => acc + d * (i + 1 + extra), 0) % 11;
    if (sum(0) === 10 && sum(2) === 10) return digits;
  }
  throw new Error('no prefix with a double remainder of 10');
}
