import { describe, expect, it } from '@jest/globals';
import { formatCountdown } from './countdown';

describe('the resend countdown text', () => {
  it('shows minutes and seconds', () => {
    expect(formatCountdown(90)).toBe('1:30');
    expect(formatCountdown(89)).toBe('1:29');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('never shows a negative or fractional second', () => {
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(88.2)).toBe('1:29');
  });
});
