// The end-to-end tier's jest environment: Node's, plus a flag saying whether the running test
// has failed so far (a failed test or hook), which useE2e (e2e.ts) reads in its afterEach to save
// screenshots of the failing screens. Jest tells failures to the environment only.
import { TestEnvironment } from 'jest-environment-node';

export default class E2eEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__kadryTestFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__kadryTestFailed = true;
  }
}
