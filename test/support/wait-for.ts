/**
 * Polls until `check` returns a truthy value (or stops throwing) and returns it. Tests wait for
 * conditions, never for fixed sleeps: on a loaded machine only the deadline stretches.
 */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const intervalMs = options.intervalMs ?? 50;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${options.what ?? 'a condition'}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The bound of a wait for LibreOffice's conversion of a document, which takes seconds on a quiet
 * machine and much longer on a loaded one. A test that waits for it declares `CONVERSION_TEST_MS`
 * as its own timeout, so the wait's message (naming what it waited for) is what a slow run
 * reports, never jest's bare timeout cutting the wait short.
 */
export const CONVERSION_WAIT_MS = 120_000;
export const CONVERSION_TEST_MS = CONVERSION_WAIT_MS + 60_000;

/**
 * The timeout of a test that runs the CLI several times: each run starts Node and the ORM, about a
 * second on a quiet machine and several while a loaded suite runs beside it.
 */
export const CLI_RUNS_TEST_MS = 120_000;
