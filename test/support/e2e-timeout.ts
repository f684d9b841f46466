import { jest } from '@jest/globals';

// A browser journey drives many pages; the deadline stretches on a loaded machine.
jest.setTimeout(90_000);

// One immediate second attempt, which useE2e (e2e.ts) refuses unless chromium went away (or would not
// start) during the first: a browser lost mid-suite once failed every later test of a CI run ("Target page, context
// or browser has been closed") with nothing of the product at fault. Any other failure fails the
// retry at once, so a failing journey still fails; the first attempt's error is printed either way.
jest.retryTimes(1, { logErrorsBeforeRetry: true, retryImmediately: true });
