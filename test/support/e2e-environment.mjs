// The end-to-end tier's jest environment: Node's, plus a flag saying whether the running test
// has failed so far (a failed test or hook), which useE2e (e2e.ts) reads in its afterEach to save
// screenshots of the failing screens, and a flag saying the running attempt is a retry, which
// useE2e's beforeEach reads to allow it only after chromium went away (e2e-timeout.ts).
// Jest tells failures and retries to the environment only.
import { TestEnvironment } from 'jest-environment-node';

export default class E2eEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_retry') this.global.__kadryTestRetry = true;
    if (event.name === 'test_start') this.global.__kadryTestFailed = false;
    if (event.name === 'test_done') this.global.__kadryTestRetry = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') {
      this.global.__kadryTestFailed = true;
      if (!this.global.__kadryTestRetry) this.global.__kadryFirstError = String(event.error?.message ?? event.error).split('\n')[0];
    }
  }
}
