// Global teardown of the end-to-end tier: the shared product first (its storage folder is in the
// run's temp folder, which the run's teardown checks is empty), then the run's data.
import { closeShared } from './e2e-global-setup.mjs';
import globalTeardown from './global-teardown.mjs';

export default async function e2eGlobalTeardown(globalConfig, projectConfig) {
  try {
    await closeShared();
  } finally {
    await globalTeardown(globalConfig, projectConfig);
  }
}
