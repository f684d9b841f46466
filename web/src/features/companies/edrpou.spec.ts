import { describe, expect, it } from '@jest/globals';
import { edrpouCheckDigit, isValidEdrpou } from '../../../../src/shared/contract/edrpou';
import { cleanCode, codeProblem } from './edrpou';

describe('EDRPOU on the web', () => {
  it('accepts published codes of both weight ranges and the recomputed remainder', () => {
    // 14360570 (base weights), 32855961 and 40075815 (shifted weights, 30000000–60000000).
    for (const code of ['14360570', '32855961', '40075815', '00032129']) expect(isValidEdrpou(code)).toBe(true);
  });

  it('refuses a wrong control digit, wrong length and non-digits', () => {
    expect(isValidEdrpou('14360571')).toBe(false);
    expect(isValidEdrpou('1436057')).toBe(false);
    expect(isValidEdrpou('143605700')).toBe(false);
    expect(isValidEdrpou('1436057a')).toBe(false);
  });

  it('finds the digit of every code with the server rule (a remainder of 10 is recomputed)', () => {
    // 0000001x: 1·7 = 7 → 7; a first remainder of 10 (e.g. 5 at weight 2 → 10) is recomputed with weight 4 → 20 % 11 = 9.
    expect(edrpouCheckDigit([0, 0, 0, 0, 0, 0, 1], 1)).toBe(7);
    expect(edrpouCheckDigit([0, 5, 0, 0, 0, 0, 0], 5_000_000)).toBe(9);
    expect(isValidEdrpou('05000009')).toBe(true);
  });

  it('names the problem in the order of spec §5', () => {
    expect(codeProblem('')).toBe('required');
    expect(codeProblem('1436')).toBe('codeMin');
    expect(codeProblem('14360571')).toBe('edrpou');
    expect(codeProblem('14360570')).toBeNull();
  });

  it('refuses one digit eight times, as the server does (00000000 passes the control digit)', () => {
    expect(edrpouCheckDigit([0, 0, 0, 0, 0, 0, 0], 0)).toBe(0);
    expect(isValidEdrpou('00000000')).toBe(false);
    expect(codeProblem('00000000')).toBe('edrpou');
  });

  it('keeps eight digits of what was typed or pasted', () => {
    expect(cleanCode(' 1436-0570 99')).toBe('14360570');
    expect(cleanCode('abc')).toBe('');
  });
});
