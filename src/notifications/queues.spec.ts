import { attemptsFor, jobOptions, MAX_RETRY_DELAY_MS, notificationBackoff, retryDelayMs } from './queues.js';

describe('notification retries', () => {
  it('doubles the delay from the first one and never waits more than 5 minutes between attempts', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 2000))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(9, 2000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(40, 2000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('makes enough attempts for the retry window: 30 minutes of outage at the default 2 s first delay', () => {
    const attempts = attemptsFor(30 * 60_000, 2000);
    let waited = 0;
    for (let made = 1; made < attempts; made += 1) waited += retryDelayMs(made, 2000);
    expect(waited).toBeGreaterThanOrEqual(30 * 60_000);
    expect(waited - retryDelayMs(attempts - 1, 2000)).toBeLessThan(30 * 60_000);
    expect(attempts).toBe(14);
    // The tests' setting: 1.2 s at 50 ms doubling is 6 attempts.
    expect(attemptsFor(0.02 * 60_000, 50)).toBe(6);
  });

  it('gives jobs the computed attempts and the capped backoff the processors implement', () => {
    const options = jobOptions({ backoffMs: 2000, retryWindowMinutes: 30, failedDays: 7 });
    expect(options).toMatchObject({
      attempts: 14,
      backoff: { type: 'capped-exponential', delay: 2000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    const job = { opts: options } as Parameters<typeof notificationBackoff>[3];
    expect(notificationBackoff(3, 'capped-exponential', undefined, job)).toBe(8000);
    expect(notificationBackoff(12, 'capped-exponential', undefined, job)).toBe(MAX_RETRY_DELAY_MS);
  });
});
